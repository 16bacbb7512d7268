package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import javax.lang.model.element.Modifier;

/**
 * The two public constructors every repository has, over a client and a physical table name, the
 * second with the table's settings; what the second hands its runtime base class is the repository's.
 */
final class RepositoryConstructors {

  private RepositoryConstructors() {}

  // public FollowRepository(DynamoDbClient client, String tableName) { this(client, tableName, TableSettings.defaults()); }
  static MethodSpec defaults(Flavor flavor) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addJavadoc("Over {@code client} (never closed here) and the physical table {@code tableName}.\n")
        .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.TABLE_SETTINGS)
        .build();
  }

  // public FollowRepository(DynamoDbClient client, String tableName, TableSettings settings) {
  /** The javadoc starts "As {@link #FollowRepository(DynamoDbClient, String)}", then {@code javadoc}. */
  static MethodSpec.Builder withSettings(ClassName self, Flavor flavor, String javadoc) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings")
        .addJavadoc("As {@link #$L($T, $T)}$L", self.simpleName(), flavor.client(), String.class, javadoc);
  }
}
