package dev.singletable.processor.read;

import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** The annotation names the processor reads, and plain lookups on mirrors. */
public final class Annotations {
  public static final String EDGE = "dev.singletable.annotations.Edge";
  public static final String SOURCE = "dev.singletable.annotations.Edge.Source";
  public static final String TARGET = "dev.singletable.annotations.Edge.Target";
  public static final String ATTRIBUTE = "dev.singletable.annotations.Attribute";
  public static final String NODE = "dev.singletable.annotations.Node";
  public static final String NODE_ID = "dev.singletable.annotations.Node.Id";
  public static final String COUNTER = "dev.singletable.annotations.Counter";
  public static final String VERSION = "dev.singletable.annotations.Version";
  public static final String INDEX = "dev.singletable.annotations.Index";
  public static final String INDEX_LIST = "dev.singletable.annotations.Index.List";

  private Annotations() {}

  /** The annotation of the given qualified name on an element, if present. */
  public static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(qualifiedName)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  /** The value written explicitly for an annotation member, or null when it takes its default. */
  static AnnotationValue explicitValue(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
        : mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    return null;
  }

  /** An int member's value, explicit or default. */
  static int intValue(AnnotationMirror mirror, String member) {
    AnnotationValue explicit = explicitValue(mirror, member);
    if (explicit != null && explicit.getValue() instanceof Integer value) {
      return value;
    }
    TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
    for (Element enclosed : type.getEnclosedElements()) {
      if (enclosed.getSimpleName().contentEquals(member) && enclosed instanceof ExecutableElement method
          && method.getDefaultValue() != null && method.getDefaultValue().getValue() instanceof Integer value) {
        return value;
      }
    }
    return 1;
  }

  /** A boolean member's value, explicit or false (the default of every boolean member read here). */
  static boolean booleanValue(AnnotationMirror mirror, String member) {
    AnnotationValue explicit = explicitValue(mirror, member);
    return explicit != null && Boolean.TRUE.equals(explicit.getValue());
  }

  /** A String member's value, explicit or default. */
  static String stringValue(AnnotationMirror mirror, String member) {
    AnnotationValue explicit = explicitValue(mirror, member);
    if (explicit != null) {
      return String.valueOf(explicit.getValue());
    }
    TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
    for (Element enclosed : type.getEnclosedElements()) {
      if (enclosed.getSimpleName().contentEquals(member) && enclosed instanceof ExecutableElement method) {
        AnnotationValue fallback = method.getDefaultValue();
        return fallback == null ? "" : String.valueOf(fallback.getValue());
      }
    }
    return "";
  }
}
