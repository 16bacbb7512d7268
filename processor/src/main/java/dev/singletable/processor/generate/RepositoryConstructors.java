package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.MethodSpec;
import javax.lang.model.element.Modifier;

/**
 * The three public constructors every repository has: over a client and a physical table name, the
 * second with the table's settings, and the third over a generated table's {@code Wiring} (its
 * client, name and settings, shared by its repositories), to which the other two come down; what
 * the third hands its runtime base class is the repository's.
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
  //   this(TableContext.of(client, tableName, settings, "new FollowRepository"));
  // }
  static MethodSpec withSettings(ClassName self, Flavor flavor, String javadoc) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings")
        .addJavadoc("As {@link #$L($T, $T)}$L", self.simpleName(), flavor.client(), String.class, javadoc)
        .addStatement("this($T.of(client, tableName, settings, $S))", RuntimeTypes.TABLE_CONTEXT,
            ArgumentChecks.constructor(self))
        .build();
  }

  // public FollowRepository(Wiring table) {   (the statement that hands the base its wiring is the caller's)
  static MethodSpec.Builder overTable(ClassName table) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(RuntimeTypes.WIRING, "table")
        .addJavadoc("Over the client, table name and settings of {@link $T}, which hands them to its\n"
            + "repositories as one {@link $T}; its accessors give repositories built this way.\n",
            table, RuntimeTypes.WIRING);
  }
}
