package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.Role;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserCondition}: one static entry point per stored component (never an id: the key
 * decides the item), each returning the runtime's {@code ConditionAttribute} of the kind its type
 * allows, with the mapper's encoding of a value. Counters and the version get entry points too: a
 * condition reads them, and nothing here writes.
 */
public final class ConditionGenerator extends SourceFileGenerator<ItemTypeModel> {

  /** Only an item type with a stored component has conditions. */
  @Override
  boolean writes(ItemTypeModel item) {
    return !item.stored().isEmpty();
  }

  @Override
  ClassName className(ItemTypeModel item) {
    return item.conditionClass();
  }

  // Typed conditions on a stored {@link User}, for {@link UserRepository}'s conditional writes ...
  @Override
  CodeBlock javadoc(ItemTypeModel item) {
    return CodeBlock.of("Typed conditions on a stored {@link $T}, for the conditional {@code put}, {@code delete}\n"
        + "and {@code update} of {@link $T}: one entry point per stored component, none for an id\n"
        + "(the key decides the item). Combine them with {@code and}, {@code or} and {@code not}; the\n"
        + "rules are {@link $T}'s and {@link $T}'s.\n",
        item.record(), item.repositoryClass(), RuntimeTypes.CONDITION, RuntimeTypes.CONDITION_ATTRIBUTE);
  }

  // private UserCondition() {}, then per stored component:
  // public static ConditionAttribute.Text<User> name() {
  //   return ConditionAttribute.text("UserCondition.name()", "name");
  // }
  @Override
  void addMembers(ItemTypeModel item, TypeSpec.Builder type) {
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (ComponentModel component : item.stored()) {
      type.addMethod(entryPoint(item, component));
    }
  }

  // public static ConditionAttribute.Ordered<Follow, Instant> followedAt() {
  //   return ConditionAttribute.ordered("FollowCondition.followedAt()", "followedAt", Encoding.INSTANT);
  // }
  private static MethodSpec entryPoint(ItemTypeModel item, ComponentModel component) {
    String method = item.conditionClass().simpleName() + "." + component.name() + "()";
    TypeName value = component.type().box();
    CodeBlock encoder = CodeBlock.of("$T.$L", RuntimeTypes.ENCODING, encoding(component));
    ClassName handle;
    CodeBlock call;
    TypeName returns;
    switch (component.kind()) {
      case STRING:
        handle = RuntimeTypes.CONDITION_ATTRIBUTE.nestedClass("Text");
        returns = ParameterizedTypeName.get(handle, item.record());
        call = CodeBlock.of("$T.text($S, $S)", RuntimeTypes.CONDITION_ATTRIBUTE, method, component.attributeName());
        break;
      case BYTES:
        handle = RuntimeTypes.CONDITION_ATTRIBUTE.nestedClass("Bytes");
        returns = ParameterizedTypeName.get(handle, item.record());
        call = CodeBlock.of("$T.bytes($S, $S)", RuntimeTypes.CONDITION_ATTRIBUTE, method, component.attributeName());
        break;
      default:
        String factory = factory(component);
        handle = factory.equals("of") ? RuntimeTypes.CONDITION_ATTRIBUTE
            : RuntimeTypes.CONDITION_ATTRIBUTE.nestedClass(nested(factory));
        returns = ParameterizedTypeName.get(handle, item.record(), value);
        call = CodeBlock.of("$T.$L($S, $S, $L)", RuntimeTypes.CONDITION_ATTRIBUTE, factory, method,
            component.attributeName(), encoder);
    }
    return MethodSpec.methodBuilder(component.name())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(returns)
        .addJavadoc("$L", JavadocText.wrap("Conditions on the stored {@code " + component.name() + "}"
            + readOnly(component) + "."))
        .addStatement("return $L", call)
        .build();
  }

  /**
   * The runtime's {@code Encoding} of the component's kind: the mapper's, as one named constant
   * rather than a lambda a component (which javac attributes and the JVM spins a class for).
   */
  private static String encoding(ComponentModel component) {
    switch (component.kind()) {
      case BYTE: case SHORT: case INT: return "INT";
      default: return component.kind().name();
    }
  }

  /** The handle's factory: ordered for what DynamoDB orders as its values sort, the plain one for the rest. */
  private static String factory(ComponentModel component) {
    switch (component.kind()) {
      case BYTE: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE: case BIG_INTEGER: case INSTANT:
      case LOCAL_DATE:
        return "ordered";
      case STRING_LIST: case STRING_SET:
        return "elements";
      case STRING_MAP:
        return "sized";
      default:
        return "of";
    }
  }

  private static String nested(String factory) {
    switch (factory) {
      case "ordered": return "Ordered";
      case "elements": return "Elements";
      default: return "Sized";
    }
  }

  private static String readOnly(ComponentModel component) {
    if (component.role() == Role.COUNTER) {
      return " (a counter: its counted edges' writes change it, a condition only reads it)";
    }
    return component.role() == Role.VERSION ? " (the version: writes change it, a condition only reads it)" : "";
  }
}
