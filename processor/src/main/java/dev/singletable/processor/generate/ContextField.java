package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/**
 * The one run-time object that repositories and table classes hold: a {@code TableContext} with the
 * client and the physical table name, built by the public constructor.
 */
final class ContextField {

  private ContextField() {}

  // private final TableContext context;
  // public String tableName() { return context.tableName(); }
  static void addTo(TypeSpec.Builder type) {
    type.addField(FieldSpec.builder(RuntimeTypes.TABLE_CONTEXT, "context", Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.methodBuilder("tableName")
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addJavadoc("The physical table name.\n")
            .addStatement("return context.tableName()")
            .build());
  }

  // public FollowRepository(DynamoDbClient client, String tableName) {
  //   this.context = TableContext.of(client, tableName, "new FollowRepository");
  static MethodSpec.Builder constructor(ClassName owner, Flavor flavor) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addJavadoc("@param client the DynamoDB client; it is never closed here\n"
            + "@param tableName the physical table name, which differs per environment\n"
            + "@throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or\n"
            + "    {@code tableName} is null or blank\n")
        .addStatement("this.context = $T.of(client, tableName, $S)", RuntimeTypes.TABLE_CONTEXT,
            ArgumentChecks.constructor(owner));
  }
}
