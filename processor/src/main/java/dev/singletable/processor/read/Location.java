package dev.singletable.processor.read;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where a diagnostic points: an element, optionally narrowed to an annotation or one of its values.
 * javac prints the file and line of the narrowest part it knows.
 *
 * @param element the element
 * @param annotation an annotation on it, or null
 * @param value a value of that annotation, or null
 * @param repeated where that annotation sits among its repetitions, when javac has gathered them into
 *     their container; else null. javac cannot place a diagnostic on such an annotation by its mirror,
 *     so the {@code validate.Reporter} finds it in the source tree ({@link RepeatedPlace}).
 */
public record Location(Element element, AnnotationMirror annotation, AnnotationValue value, RepeatedPlace repeated) {

  public Location(Element element, AnnotationMirror annotation, AnnotationValue value) {
    this(element, annotation, value, null);
  }

  public static Location of(Element element) {
    return new Location(element, null, null);
  }

  public static Location of(Element element, AnnotationMirror annotation) {
    return new Location(element, annotation, null);
  }
}
