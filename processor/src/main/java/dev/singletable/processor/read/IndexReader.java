package dev.singletable.processor.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Reads a record's {@code @Index} annotations: the one written alone, or the several that javac
 * hands over in their container {@code @Index.List}, in source order.
 */
final class IndexReader {

  private IndexReader() {}

  static List<IndexDeclaration> read(TypeElement type) {
    List<IndexDeclaration> indexes = new ArrayList<>();
    Optional<AnnotationMirror> alone = Annotations.find(type, Annotations.INDEX);
    alone.ifPresent(index -> indexes.add(index(type, index, -1)));
    AnnotationValue list = Annotations.find(type, Annotations.INDEX_LIST)
        .map(container -> Annotations.explicitValue(container, "value")).orElse(null);
    if (list != null && list.getValue() instanceof List<?> repeated) {
      int ordinal = 0;
      for (Object element : repeated) {
        if (element instanceof AnnotationValue nested && nested.getValue() instanceof AnnotationMirror index) {
          // Beside an @Index of its own, the container was written by hand, and javac places its values.
          indexes.add(index(type, index, alone.isPresent() ? -1 : ordinal++));
        }
      }
    }
    return List.copyOf(indexes);
  }

  /**
   * {@code ordinal} is the annotation's place among those javac gathered into their container, or -1
   * when javac can place its values by the mirror.
   */
  private static IndexDeclaration index(TypeElement type, AnnotationMirror index, int ordinal) {
    return new IndexDeclaration(
        Annotations.stringValue(index, "name"),
        Annotations.booleanValue(index, "local"),
        Annotations.stringValue(index, "partition"),
        Annotations.stringValue(index, "sort"),
        Annotations.stringValue(index, "listing"),
        Annotations.booleanValue(index, "unique"),
        location(type, index, ordinal, null),
        location(type, index, ordinal, "name"),
        location(type, index, ordinal, "local"),
        location(type, index, ordinal, "partition"),
        location(type, index, ordinal, "sort"),
        location(type, index, ordinal, "listing"),
        location(type, index, ordinal, "unique"));
  }

  private static Location location(TypeElement type, AnnotationMirror index, int ordinal, String member) {
    AnnotationValue value = member == null ? null : Annotations.explicitValue(index, member);
    return new Location(type, index, value,
        ordinal < 0 ? null : new RepeatedPlace(Annotations.INDEX, ordinal, member));
  }
}
