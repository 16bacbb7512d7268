package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code MainTable}: the table definition, create-if-missing, and one repository per
 * record, so that a service injects one object; and {@code MainAsyncTable}, the same over an
 * asynchronous client.
 */
public final class TableGenerator {

  private TableGenerator() {}

  /** {@code MainTable}. */
  public static JavaFile generate(TableModel table) {
    TypeSpec.Builder type = table(table, Flavor.SYNC)
        .addMethod(definition(table))
        .addMethod(MethodSpec.methodBuilder("definition")
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
            .addJavadoc("The CreateTableRequest of this table, see {@link #definition(String)}.\n")
            .addStatement("return definition(context.tableName())")
            .build())
        .addMethod(createIfMissing(Flavor.SYNC));
    return file(table, Flavor.SYNC, type);
  }

  /** {@code MainAsyncTable}. */
  public static JavaFile generateAsync(TableModel table) {
    TypeSpec.Builder type = table(table, Flavor.ASYNC)
        .addMethod(MethodSpec.methodBuilder("definition")
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
            .addJavadoc("The CreateTableRequest of this table, see {@link $T#definition(String)}.\n", table.className())
            .addStatement("return $T.definition(context.tableName())", table.className())
            .build())
        .addMethod(createIfMissing(Flavor.ASYNC));
    return file(table, Flavor.ASYNC, type);
  }

  // public final class SocialTable {
  //   private final TableContext context;
  //   private final FollowRepository follows;
  //   public SocialTable(DynamoDbClient client, String tableName) { this(client, tableName, BatchSettings.defaults()); }
  //   public SocialTable(DynamoDbClient client, String tableName, TableSettings settings) {
  //     this.context = TableContext.of(client, tableName, settings, "new SocialTable");
  //     this.follows = new FollowRepository(client, tableName, settings);
  private static TypeSpec.Builder table(TableModel table, Flavor flavor) {
    TypeSpec.Builder type = TypeSpec.classBuilder(flavor.table(table))
        .addAnnotation(RuntimeTypes.GENERATED)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("The $L table$L: key attributes {@code PK}/{@code SK}$L,\nand a repository for each of its records.\n",
            table.name(), flavor == Flavor.SYNC ? "" : " over an asynchronous client",
            table.indexes().isEmpty() ? "" : ", inverted indexes " + String.join(", ", table.indexes()));
    ContextField.addTo(type);
    MethodSpec.Builder constructor = ContextField.settingsConstructor(flavor.table(table), flavor);
    for (ItemTypeModel item : table.items()) {
      type.addField(FieldSpec.builder(flavor.repository(item), item.accessor(), Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$N = new $T(client, tableName, settings)", item.accessor(), flavor.repository(item));
    }
    return type.addMethod(ContextField.constructor(flavor)).addMethod(constructor.build());
  }

  // public void createIfMissing() { context.sync().createIfMissing(definition()); }
  private static MethodSpec createIfMissing(Flavor flavor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("createIfMissing")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addJavadoc("Creates the table unless it exists, and waits until it is ACTIVE$L.\n\n",
            flavor == Flavor.SYNC ? "" : ";\nthe future completes then, and no thread waits meanwhile")
        .addJavadoc(flavor.refusal("dev.singletable.runtime.TableMismatchException",
            "if the table exists but does not\n"
            + "    fit this class: another key, a missing index, an index projecting less than ALL,\n"
            + "    or a key attribute that is not a string"));
    CodeBlock create = flavor.run("createIfMissing", CodeBlock.of("definition()"));
    return method.addStatement(flavor == Flavor.SYNC ? "$L" : "return $L", create).build();
  }

  // public FollowRepository follows() { return follows; } ...
  private static JavaFile file(TableModel table, Flavor flavor, TypeSpec.Builder type) {
    for (ItemTypeModel item : table.items()) {
      type.addMethod(MethodSpec.methodBuilder(item.accessor())
          .addModifiers(Modifier.PUBLIC)
          .returns(flavor.repository(item))
          .addJavadoc("The {@link $T} $L of this table.\n", item.record(), item instanceof EdgeModel ? "edges" : "nodes")
          .addStatement("return $N", item.accessor())
          .build());
    }
    BatchWriteClass.addTo(type, table, flavor);
    return JavaFile.builder(table.className().packageName(), type.build()).skipJavaLangImports(true).build();
  }

  // public static CreateTableRequest definition(String tableName) {
  //   Arguments.requireTableName(tableName, "SocialTable.definition", "tableName");
  //   return Tables.definition(tableName, "GSI1");
  // }
  private static MethodSpec definition(TableModel table) {
    CodeBlock.Builder arguments = CodeBlock.builder().add("tableName");
    table.indexes().forEach(index -> arguments.add(", $S", index));
    return MethodSpec.methodBuilder("definition")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The CreateTableRequest: {@code PK} (HASH) and {@code SK} (RANGE), strings,$L\n"
            + "on-demand billing.\n",
            table.indexes().isEmpty() ? "" : "\nand per inverted index {@code <index>PK}/{@code <index>SK}, projection ALL;")
        .addJavadoc("\n@throws dev.singletable.runtime.InvalidRequestException if {@code tableName} is null or blank\n")
        .addStatement(ArgumentChecks.tableName(ArgumentChecks.method(table.className(), "definition"), "tableName"))
        .addStatement("return $T.definition($L)", RuntimeTypes.TABLES, arguments.build())
        .build();
  }
}
