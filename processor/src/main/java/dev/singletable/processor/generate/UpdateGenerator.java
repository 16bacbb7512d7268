package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.Names;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code UserUpdate}: the typed setters of a typed update, one line each, over the runtime's
 * {@code ItemUpdate}, which holds the rules (each attribute once, no null to set) and builds nothing
 * until the repository sends it. Only ordinary components get methods: ids, counters and the version
 * cannot be reached from an update, nor can the components of an {@code @Index} key, which a put
 * changes together with the key.
 */
public final class UpdateGenerator extends SourceFileGenerator<ItemTypeModel> {
  private static final ClassName ITEM_UPDATE = ClassName.get("dev.singletable.runtime", "ItemUpdate");

  /** Only an item type with attributes to change has a typed update. */
  @Override
  boolean writes(ItemTypeModel item) {
    return !item.updatable().isEmpty();
  }

  @Override
  ClassName className(ItemTypeModel item) {
    return item.updateClass();
  }

  // A change to a stored {@link User}, sent without reading it first by {@link UserRepository}'s {@code update} ...
  // (and which components it has no setters for: those of an index key)
  @Override
  CodeBlock javadoc(ItemTypeModel item) {
    CodeBlock.Builder javadoc = CodeBlock.builder().add("A change to a stored {@link $T}, sent without reading it first by\n"
        + "{@link $T}'s {@code update}: one UpdateItem, which returns the record as stored\n"
        + "afterwards. The rules are {@link $T}'s.\n",
        item.record(), item.repositoryClass(), ITEM_UPDATE);
    if (!item.indexed().isEmpty()) {
      javadoc.add("\n$L", JavadocText.wrap("<p>It has no setters for "
          + item.indexed().stream().map(c -> "{@code " + c.name() + "}").collect(Collectors.joining(", "))
          + ", of which index keys are made: an update would leave the index keys as they were. Change them with put."));
    }
    return javadoc.build();
  }

  // extends ItemUpdate: private UserUpdate() { super("UserUpdate"); }, public static UserUpdate of(),
  // and per attribute name(value), removeName(), addSize(delta), ifNameEquals(value)
  @Override
  void addMembers(ItemTypeModel item, TypeSpec.Builder type) {
    ClassName self = item.updateClass();
    type.superclass(ITEM_UPDATE)
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addStatement("super($S)", self.simpleName())
            .build())
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(self)
            .addJavadoc("An update that changes nothing yet.\n")
            .addStatement("return new $T()", self)
            .build());
    for (ComponentModel component : item.updatable()) {
      String name = component.name();
      String capitalized = Names.capitalize(name);
      type.addMethod(change(self, component, name, "setAttribute", component.type(), name,
          CodeBlock.of("Sets {@code $N}.\n", name)));
      if (!component.primitive()) {
        type.addMethod(remove(self, component));
      }
      if (isNumber(component)) {
        type.addMethod(adder(self, component));
      }
      type.addMethod(change(self, component, "if" + capitalized + "Equals", "requireAttribute", component.type(),
          name, CodeBlock.of("Applies the update only if the stored {@code $N} equals the given value.\n", name)));
    }
  }

  // public UserUpdate name(String name) {
  //   setAttribute("name", "name", name == null ? null : Values.string(name));
  //   return this;
  // }
  private static MethodSpec change(ClassName self, ComponentModel component, String name, String base,
      TypeName parameter, String value, CodeBlock javadoc) {
    CodeBlock encoded = ValueCodecs.write(component, CodeBlock.of("$N", value));
    CodeBlock argument = parameter.isPrimitive() ? encoded : CodeBlock.of("$N == null ? null : $L", value, encoded);
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addParameter(parameter, value)
        .addJavadoc(javadoc)
        .addStatement("$N($S, $S, $L)", base, component.name(), component.attributeName(), argument)
        .addStatement("return this")
        .build();
  }

  // public UserUpdate addSize(int delta) { addToInt("size", "size", delta); return this; }
  // (float, double, BigInteger: addToAttribute("ratio", "ratio", Values.number(delta, "ratio")))
  private static MethodSpec adder(ClassName self, ComponentModel component) {
    String name = component.name();
    TypeName delta = component.type().isBoxedPrimitive() ? component.type().unbox() : component.type();
    String bounded = bounded(component);
    MethodSpec.Builder method = MethodSpec.methodBuilder("add" + Names.capitalize(name))
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addParameter(delta, "delta");
    if (bounded == null) {
      return method.addJavadoc("Adds {@code delta} to {@code $N} (a missing one counts as 0).\n", name)
          .addStatement("addToAttribute($S, $S, $L)", name, component.attributeName(),
              delta.isPrimitive() ? ValueCodecs.write(component, CodeBlock.of("delta"))
                  : CodeBlock.of("delta == null ? null : $L", ValueCodecs.write(component, CodeBlock.of("delta"))))
          .addStatement("return this")
          .build();
    }
    return method.addJavadoc("Adds {@code delta} to {@code $N} (a missing one counts as 0), if the sum stays $L.\n",
            name, bounded)
        .addStatement("addTo$L($S, $S, delta)", Names.capitalize(bounded), name, component.attributeName())
        .addStatement("return this")
        .build();
  }

  /** The integer type whose range an ADD must keep, or null. */
  private static String bounded(ComponentModel component) {
    switch (component.kind()) {
      case BYTE: return "byte";
      case SHORT: return "short";
      case INT: return "int";
      case LONG: return "long";
      default: return null;
    }
  }

  // public UserUpdate removeName() { removeAttribute("name", "name"); return this; }
  private static MethodSpec remove(ClassName self, ComponentModel component) {
    return MethodSpec.methodBuilder("remove" + Names.capitalize(component.name()))
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addJavadoc("Removes {@code $N}: the record then reads it as null.\n", component.name())
        .addStatement("removeAttribute($S, $S)", component.name(), component.attributeName())
        .addStatement("return this")
        .build();
  }

  /** Stored as N: BigDecimal is stored as text to keep its scale, so it cannot be added to. */
  private static boolean isNumber(ComponentModel component) {
    switch (component.kind()) {
      case BYTE: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE: case BIG_INTEGER:
        return true;
      default:
        return false;
    }
  }
}
