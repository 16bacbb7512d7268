package dev.singletable.processor.read;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where a diagnostic points: an element, optionally narrowed to an annotation or one of its values.
 * javac prints the file and line of the narrowest part it knows.
 */
public record Location(Element element, AnnotationMirror annotation, AnnotationValue value) {

  public static Location of(Element element) {
    return new Location(element, null, null);
  }

  public static Location of(Element element, AnnotationMirror annotation) {
    return new Location(element, annotation, null);
  }
}
