package dev.singletable.processor.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Finds the component markers outside the records they belong to: {@code @Edge.Source} and
 * {@code @Edge.Target} outside {@code @Edge} records, {@code @Node.Id}, {@code @Counter} and
 * {@code @Version} outside {@code @Node} records, {@code @Attribute} outside both.
 */
public final class MarkerReader {

  /** Each marker as users write it, and the record annotations it may sit in. */
  private record Marker(String display, List<String> owners) {}

  private static final Map<String, Marker> MARKERS = Map.of(
      Annotations.SOURCE, new Marker("@Edge.Source", List.of(Annotations.EDGE)),
      Annotations.TARGET, new Marker("@Edge.Target", List.of(Annotations.EDGE)),
      Annotations.NODE_ID, new Marker("@Node.Id", List.of(Annotations.NODE)),
      Annotations.COUNTER, new Marker("@Counter", List.of(Annotations.NODE)),
      Annotations.VERSION, new Marker("@Version", List.of(Annotations.NODE)),
      Annotations.ATTRIBUTE, new Marker("@Attribute", List.of(Annotations.EDGE, Annotations.NODE)));

  private MarkerReader() {}

  public static List<StrayMarker> strays(RoundEnvironment round, Set<? extends TypeElement> annotations) {
    List<StrayMarker> strays = new ArrayList<>();
    for (TypeElement annotation : annotations) {
      Marker marker = MARKERS.get(annotation.getQualifiedName().toString());
      if (marker == null) {
        continue;
      }
      for (Element element : round.getElementsAnnotatedWith(annotation)) {
        // A marked component is seen twice, as component and as field: report on the field only.
        if (element.getKind() != ElementKind.RECORD_COMPONENT && !insideOwner(element, marker)) {
          AnnotationMirror mirror = Annotations.find(element, annotation.getQualifiedName().toString()).orElseThrow();
          strays.add(new StrayMarker(marker.display(), describe(element), ownerDisplay(marker),
              Location.of(element, mirror)));
        }
      }
    }
    return strays;
  }

  /** Each {@code @Index} (or {@code @Index.List}) on a type that is neither an {@code @Edge} nor a {@code @Node}. */
  public static List<StrayMarker> strayIndexes(RoundEnvironment round, Set<? extends TypeElement> annotations) {
    List<StrayMarker> strays = new ArrayList<>();
    for (TypeElement annotation : annotations) {
      String name = annotation.getQualifiedName().toString();
      if (!name.equals(Annotations.INDEX) && !name.equals(Annotations.INDEX_LIST)) {
        continue;
      }
      for (Element element : round.getElementsAnnotatedWith(annotation)) {
        if (Annotations.find(element, Annotations.EDGE).isEmpty() && Annotations.find(element, Annotations.NODE).isEmpty()) {
          AnnotationMirror mirror = Annotations.find(element, name).orElseThrow();
          strays.add(new StrayMarker("@Index", element.getSimpleName().toString(), "an @Edge or @Node",
              Location.of(element, mirror)));
        }
      }
    }
    return strays;
  }

  private static boolean insideOwner(Element element, Marker marker) {
    Element owner = element.getEnclosingElement();
    return element.getKind() == ElementKind.FIELD
        && owner.getKind() == ElementKind.RECORD
        && marker.owners().stream().anyMatch(o -> Annotations.find(owner, o).isPresent());
  }

  /** "an @Edge", "a @Node" or "an @Edge or @Node", for the message. */
  private static String ownerDisplay(Marker marker) {
    List<String> names = marker.owners().stream().map(o -> "@" + o.substring(o.lastIndexOf('.') + 1)).toList();
    return (names.get(0).equals("@Edge") ? "an " : "a ") + String.join(" or ", names);
  }

  private static String describe(Element element) {
    return element.getEnclosingElement().getSimpleName() + "." + element.getSimpleName();
  }
}
