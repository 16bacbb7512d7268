package dev.singletable.processor.read;

import com.squareup.javapoet.TypeName;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Sorts a component's {@link TypeMirror} into a {@link ValueKind}. */
final class TypeClassifier {

  private static final Map<String, ValueKind> DECLARED = Map.ofEntries(
      Map.entry("java.lang.String", ValueKind.STRING),
      Map.entry("java.lang.Boolean", ValueKind.BOOLEAN),
      Map.entry("java.lang.Byte", ValueKind.BYTE),
      Map.entry("java.lang.Short", ValueKind.SHORT),
      Map.entry("java.lang.Integer", ValueKind.INT),
      Map.entry("java.lang.Long", ValueKind.LONG),
      Map.entry("java.lang.Float", ValueKind.FLOAT),
      Map.entry("java.lang.Double", ValueKind.DOUBLE),
      Map.entry("java.math.BigDecimal", ValueKind.BIG_DECIMAL),
      Map.entry("java.math.BigInteger", ValueKind.BIG_INTEGER),
      Map.entry("java.time.Instant", ValueKind.INSTANT),
      Map.entry("java.time.LocalDate", ValueKind.LOCAL_DATE),
      Map.entry("java.util.UUID", ValueKind.UUID));

  private static final Map<String, ValueKind> STRING_COLLECTIONS = Map.of(
      "java.util.List", ValueKind.STRING_LIST,
      "java.util.Set", ValueKind.STRING_SET,
      "java.util.Map", ValueKind.STRING_MAP);

  private TypeClassifier() {}

  static ValueType classify(TypeMirror type) {
    if (containsError(type)) {
      return new ValueType(ValueKind.UNRESOLVED, false, null, type.toString(), List.of());
    }
    ValueKind kind = kindOf(type);
    TypeName javaType = kind.canBeAttribute() ? TypeName.get(type) : null;
    return new ValueType(kind, type.getKind().isPrimitive(), javaType, type.toString(),
        kind == ValueKind.ENUM ? constants((TypeElement) ((DeclaredType) type).asElement()) : List.of());
  }

  /** The enum constants of {@code type}, in declaration order. */
  private static List<String> constants(TypeElement type) {
    return type.getEnclosedElements().stream().filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
        .map(e -> e.getSimpleName().toString()).toList();
  }

  private static ValueKind kindOf(TypeMirror type) {
    switch (type.getKind()) {
      case BOOLEAN: return ValueKind.BOOLEAN;
      case BYTE: return ValueKind.BYTE;
      case SHORT: return ValueKind.SHORT;
      case INT: return ValueKind.INT;
      case LONG: return ValueKind.LONG;
      case FLOAT: return ValueKind.FLOAT;
      case DOUBLE: return ValueKind.DOUBLE;
      case ARRAY:
        return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
            ? ValueKind.BYTES : ValueKind.UNSUPPORTED;
      case DECLARED:
        return declaredKind((DeclaredType) type);
      default:
        return ValueKind.UNSUPPORTED;
    }
  }

  private static ValueKind declaredKind(DeclaredType type) {
    TypeElement element = (TypeElement) type.asElement();
    if (element.getKind() == ElementKind.ENUM) {
      return ValueKind.ENUM;
    }
    String name = element.getQualifiedName().toString();
    List<? extends TypeMirror> arguments = type.getTypeArguments();
    if (arguments.isEmpty()) {
      return DECLARED.getOrDefault(name, ValueKind.UNSUPPORTED);
    }
    ValueKind collection = STRING_COLLECTIONS.get(name);
    boolean allStrings = arguments.stream().allMatch(TypeClassifier::isString);
    return collection != null && allStrings ? collection : ValueKind.UNSUPPORTED;
  }

  private static boolean isString(TypeMirror type) {
    return type.getKind() == TypeKind.DECLARED
        && ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().contentEquals("java.lang.String");
  }

  private static boolean containsError(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      return true;
    }
    if (type.getKind() == TypeKind.ARRAY) {
      return containsError(((ArrayType) type).getComponentType());
    }
    if (type.getKind() == TypeKind.DECLARED) {
      return ((DeclaredType) type).getTypeArguments().stream().anyMatch(TypeClassifier::containsError);
    }
    return false;
  }
}
