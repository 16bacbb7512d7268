package dev.singletable.processor.read;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/** Reads an {@code @Edge} type into an {@link EdgeDeclaration}. */
public final class EdgeReader {

  private EdgeReader() {}

  public static EdgeDeclaration read(TypeElement type) {
    AnnotationMirror edge = Annotations.find(type, Annotations.EDGE).orElseThrow();
    return new EdgeDeclaration(
        type,
        describe(type),
        type.getTypeParameters().stream().map(Object::toString).collect(Collectors.joining(", ")),
        isUnreachable(type),
        Annotations.stringValue(edge, "source"),
        Annotations.stringValue(edge, "target"),
        Annotations.stringValue(edge, "invertedIndex"),
        Annotations.stringValue(edge, "table"),
        Annotations.stringValue(edge, "listFromSource"),
        Annotations.stringValue(edge, "listFromTarget"),
        Location.of(type, edge),
        memberLocation(type, edge, "source"),
        memberLocation(type, edge, "target"),
        memberLocation(type, edge, "invertedIndex"),
        memberLocation(type, edge, "table"),
        memberLocation(type, edge, "listFromSource"),
        memberLocation(type, edge, "listFromTarget"),
        type.getKind() == ElementKind.RECORD ? components(type) : List.of());
  }

  private static Location memberLocation(TypeElement type, AnnotationMirror edge, String member) {
    return new Location(type, edge, Annotations.explicitValue(edge, member));
  }

  private static List<ComponentDeclaration> components(TypeElement record) {
    List<VariableElement> fields = ElementFilter.fieldsIn(record.getEnclosedElements());
    List<ComponentDeclaration> components = new ArrayList<>();
    for (RecordComponentElement component : ElementFilter.recordComponentsIn(record.getEnclosedElements())) {
      components.add(component(component, fieldOf(fields, component)));
    }
    return components;
  }

  private static ComponentDeclaration component(RecordComponentElement component, Element field) {
    AnnotationMirror source = Annotations.find(field, Annotations.SOURCE).orElse(null);
    AnnotationMirror target = Annotations.find(field, Annotations.TARGET).orElse(null);
    AnnotationMirror attribute = Annotations.find(field, Annotations.ATTRIBUTE).orElse(null);
    return new ComponentDeclaration(
        component.getSimpleName().toString(),
        TypeClassifier.classify(component.asType()),
        Location.of(field),
        source == null ? null : Location.of(field, source),
        target == null ? null : Location.of(field, target),
        attribute == null ? null : Annotations.stringValue(attribute, "value"),
        attribute == null ? null : new Location(field, attribute, Annotations.explicitValue(attribute, "value")));
  }

  /**
   * The private field javac makes for a component. javac 17 prints no file or line for a
   * diagnostic on a RecordComponentElement (JDK-8295184), so diagnostics go on the field.
   */
  private static Element fieldOf(List<VariableElement> fields, RecordComponentElement component) {
    for (VariableElement field : fields) {
      if (field.getSimpleName().contentEquals(component.getSimpleName())
          && !field.getModifiers().contains(Modifier.STATIC)) {
        return field;
      }
    }
    return component;
  }

  private static String describe(TypeElement type) {
    switch (type.getKind()) {
      case RECORD: return "a record";
      case CLASS: return "a class";
      case INTERFACE: return "an interface";
      case ENUM: return "an enum";
      case ANNOTATION_TYPE: return "an annotation type";
      default: return "a " + type.getKind().toString().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Whether generated code in the record's package could not name it. */
  private static boolean isUnreachable(TypeElement type) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return true;
      }
    }
    return false;
  }
}
