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

/** Finds {@code @Edge.Source}, {@code @Edge.Target} and {@code @Attribute} outside {@code @Edge} records. */
public final class MarkerReader {

  private static final Map<String, String> MARKERS = Map.of(
      Annotations.SOURCE, "@Edge.Source",
      Annotations.TARGET, "@Edge.Target",
      Annotations.ATTRIBUTE, "@Attribute");

  private MarkerReader() {}

  public static List<StrayMarker> strays(RoundEnvironment round, Set<? extends TypeElement> annotations) {
    List<StrayMarker> strays = new ArrayList<>();
    for (TypeElement annotation : annotations) {
      String display = MARKERS.get(annotation.getQualifiedName().toString());
      if (display == null) {
        continue;
      }
      for (Element element : round.getElementsAnnotatedWith(annotation)) {
        // A marked component is seen twice, as component and as field: report on the field only.
        if (element.getKind() != ElementKind.RECORD_COMPONENT && !insideEdgeRecord(element)) {
          AnnotationMirror mirror = Annotations.find(element, annotation.getQualifiedName().toString()).orElseThrow();
          strays.add(new StrayMarker(display, describe(element), Location.of(element, mirror)));
        }
      }
    }
    return strays;
  }

  private static boolean insideEdgeRecord(Element element) {
    Element owner = element.getEnclosingElement();
    return element.getKind() == ElementKind.FIELD
        && owner.getKind() == ElementKind.RECORD
        && Annotations.find(owner, Annotations.EDGE).isPresent();
  }

  private static String describe(Element element) {
    return element.getEnclosingElement().getSimpleName() + "." + element.getSimpleName();
  }
}
