package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/**
 * The one run-time object that table classes hold: a {@code TableContext} with the client, the
 * physical table name and the batch settings, built by the public constructors.
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

  // public SocialTable(DynamoDbClient client, String tableName) { this(client, tableName, TableSettings.defaults()); }
  static MethodSpec constructor(Flavor flavor) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addJavadoc("@param client the DynamoDB client; it is never closed here\n"
            + "@param tableName the physical table name, which differs per environment\n"
            + "@throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or\n"
            + "    {@code tableName} is null or blank\n")
        .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.TABLE_SETTINGS)
        .build();
  }

  // public SocialTable(DynamoDbClient client, String tableName, TableSettings settings) {
  //   this.context = TableContext.of(client, tableName, settings, "new SocialTable");
  static MethodSpec.Builder settingsConstructor(ClassName owner, Flavor flavor) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings")
        .addJavadoc("As {@link #$L($T, $T)}; the batches and cursors of this table and its repositories\n"
            + "follow {@code settings} (batch resends, cursor keys).\n\n"
            + "@throws dev.singletable.runtime.InvalidRequestException if {@code settings} is null\n",
            owner.simpleName(), flavor.client(), String.class)
        .addStatement("this.context = $T.of(client, tableName, settings, $S)", RuntimeTypes.TABLE_CONTEXT,
            ArgumentChecks.constructor(owner));
  }
}
