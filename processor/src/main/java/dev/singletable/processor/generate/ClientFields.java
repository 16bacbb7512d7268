package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;

/** The client and physical table name that repositories and table classes are built from. */
final class ClientFields {

  private ClientFields() {}

  // private final DynamoDbClient client;
  // private final String tableName;
  // public String tableName() { return tableName; }
  static void addTo(TypeSpec.Builder type) {
    type.addField(FieldSpec.builder(RuntimeTypes.CLIENT, "client", Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(FieldSpec.builder(String.class, "tableName", Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.methodBuilder("tableName")
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addJavadoc("The physical table name.\n")
            .addStatement("return tableName")
            .build());
  }

  // public FollowRepository(DynamoDbClient client, String tableName) {
  //   this.client = Arguments.requireClient(client, "new FollowRepository", "client");
  //   this.tableName = Arguments.requireTableName(tableName, "new FollowRepository", "tableName");
  static MethodSpec.Builder constructor(ClassName owner) {
    String method = ArgumentChecks.constructor(owner);
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(RuntimeTypes.CLIENT, "client")
        .addParameter(String.class, "tableName")
        .addJavadoc("@param client the DynamoDB client; it is never closed here\n"
            + "@param tableName the physical table name, which differs per environment\n"
            + "@throws dev.singletable.runtime.InvalidRequestException if {@code client} is null, or\n"
            + "    {@code tableName} is null or blank\n")
        .addStatement("this.client = $L", ArgumentChecks.client(method, "client"))
        .addStatement("this.tableName = $L", ArgumentChecks.tableName(method, "tableName"));
  }
}
