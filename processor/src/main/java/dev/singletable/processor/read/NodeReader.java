package dev.singletable.processor.read;

import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads a {@code @Node} type into a {@link NodeDeclaration}. */
public final class NodeReader {

  private NodeReader() {}

  public static NodeDeclaration read(TypeElement type) {
    AnnotationMirror node = Annotations.find(type, Annotations.NODE).orElseThrow();
    return new NodeDeclaration(
        type,
        RecordReader.describe(type),
        type.getTypeParameters().stream().map(Object::toString).collect(Collectors.joining(", ")),
        RecordReader.isUnreachable(type),
        Annotations.stringValue(node, "prefix"),
        Annotations.stringValue(node, "table"),
        Annotations.stringValue(node, "accessor"),
        Location.of(type, node),
        RecordReader.memberLocation(type, node, "prefix"),
        RecordReader.memberLocation(type, node, "table"),
        RecordReader.memberLocation(type, node, "accessor"),
        RecordReader.components(type, true),
        IndexReader.read(type));
  }
}
