package dev.singletable.processor.read;

import dev.singletable.layout.End;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/** What {@link EdgeReader} and {@link NodeReader} read alike: the type's shape and its components. */
final class RecordReader {

  private RecordReader() {}

  static Location memberLocation(TypeElement type, AnnotationMirror annotation, String member) {
    return new Location(type, annotation, Annotations.explicitValue(annotation, member));
  }

  /** The record's components in order; {@code @Counter}s are read only when {@code node}. */
  static List<ComponentDeclaration> components(TypeElement type, boolean node) {
    if (type.getKind() != ElementKind.RECORD) {
      return List.of();
    }
    List<VariableElement> fields = ElementFilter.fieldsIn(type.getEnclosedElements());
    List<ComponentDeclaration> components = new ArrayList<>();
    for (RecordComponentElement component : ElementFilter.recordComponentsIn(type.getEnclosedElements())) {
      components.add(component(component, fieldOf(fields, component), node));
    }
    return components;
  }

  private static ComponentDeclaration component(RecordComponentElement component, Element field, boolean node) {
    AnnotationMirror attribute = Annotations.find(field, Annotations.ATTRIBUTE).orElse(null);
    AnnotationMirror counter = node ? Annotations.find(field, Annotations.COUNTER).orElse(null) : null;
    return new ComponentDeclaration(
        component.getSimpleName().toString(),
        TypeClassifier.classify(component.asType()),
        Location.of(field),
        marker(field, Annotations.SOURCE),
        marker(field, Annotations.TARGET),
        marker(field, Annotations.NODE_ID),
        counter == null ? null : counter(field, counter),
        marker(field, Annotations.VERSION),
        attribute == null ? null : Annotations.stringValue(attribute, "value"),
        attribute == null ? null : new Location(field, attribute, Annotations.explicitValue(attribute, "value")));
  }

  private static Location marker(Element field, String annotation) {
    return Annotations.find(field, annotation).map(mirror -> Location.of(field, mirror)).orElse(null);
  }

  /** A counter, and the {@code @Edge} declaration of the class it names when that class is one. */
  private static CounterDeclaration counter(Element field, AnnotationMirror counter) {
    AnnotationValue edge = Annotations.explicitValue(counter, "edge");
    AnnotationValue end = Annotations.explicitValue(counter, "end");
    Object named = edge == null ? null : edge.getValue();
    TypeElement edgeType = named instanceof DeclaredType declared && declared.getKind() == TypeKind.DECLARED
        ? (TypeElement) declared.asElement() : null;
    EdgeDeclaration declaration = edgeType != null && Annotations.find(edgeType, Annotations.EDGE).isPresent()
        ? EdgeReader.read(edgeType) : null;
    return new CounterDeclaration(Location.of(field, counter), new Location(field, counter, edge),
        edgeType == null ? String.valueOf(named) : edgeType.getQualifiedName().toString(), edgeType == null,
        declaration, end != null && end.getValue().toString().equals("TARGET") ? End.TARGET : End.SOURCE,
        new Location(field, counter, end));
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

  static String describe(TypeElement type) {
    switch (type.getKind()) {
      case RECORD: return "a record";
      case CLASS: return "a class";
      case INTERFACE: return "an interface";
      case ENUM: return "an enum";
      case ANNOTATION_TYPE: return "an annotation type";
      default: return "a " + type.getKind().toString().toLowerCase(Locale.ROOT);
    }
  }

  /** Whether generated code in the record's package could not name it. */
  static boolean isUnreachable(TypeElement type) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return true;
      }
    }
    return false;
  }
}
