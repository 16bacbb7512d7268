package dev.singletable.processor.export;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.ComponentModel;
import java.util.List;
import java.util.stream.Collectors;

/** How an access pattern names its method: {@code follows().followers(String, Range<Instant>)}. */
final class Signatures {

  private Signatures() {}

  /** {@code accessor().method(parameter types)}, each type by its simple name. */
  static String call(String accessor, String method, List<String> parameters) {
    return (accessor.isEmpty() ? "" : accessor + "().") + method + "(" + String.join(", ", parameters) + ")";
  }

  /** {@code String}, {@code long}, {@code Range<Instant>}, {@code List<String>}, {@code byte[]}. */
  static String simple(TypeName type) {
    if (type instanceof ClassName name) {
      return String.join(".", name.simpleNames());
    }
    if (type instanceof ParameterizedTypeName parameterized) {
      return simple(parameterized.rawType) + "<"
          + parameterized.typeArguments.stream().map(Signatures::simple).collect(Collectors.joining(", ")) + ">";
    }
    if (type instanceof ArrayTypeName array) {
      return simple(array.componentType) + "[]";
    }
    return type.toString();
  }

  /** The parameter types of these components, in order. */
  static List<String> of(List<ComponentModel> components) {
    return components.stream().map(c -> simple(c.type())).toList();
  }

  /** {@code Range<Instant>}: a listing's range of {@code component}. */
  static String range(ComponentModel component) {
    return "Range<" + simple(component.type().box()) + ">";
  }
}
