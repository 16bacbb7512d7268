package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code MainTable}: the table definition, create-if-missing, and one repository per
 * record, so that a service injects one object; and {@code MainAsyncTable}, the same over an
 * asynchronous client.
 */
public final class TableGenerator extends SourceFileGenerator<TableModel> {
  private final Flavor flavor;

  /** The generator of {@code MainTable}, or in the {@link Flavor#ASYNC} flavor of {@code MainAsyncTable}. */
  public TableGenerator(Flavor flavor) {
    this.flavor = flavor;
  }

  @Override
  ClassName className(TableModel table) {
    return flavor.table(table);
  }

  // The Social table: key attributes {@code PK}/{@code SK}, global secondary indexes GSI1, local secondary
  // indexes LSI1, and a repository ...
  @Override
  CodeBlock javadoc(TableModel table) {
    return CodeBlock.of("The $L table$L: key attributes {@code PK}/{@code SK}$L,\nand a repository for each of its records.\n",
        table.name(), flavor == Flavor.SYNC ? "" : " over an asynchronous client",
        (table.indexes().isEmpty() ? "" : ", global secondary indexes " + String.join(", ", table.indexes()))
        + (table.localIndexes().isEmpty() ? ""
            : ", local secondary indexes " + String.join(", ", table.localIndexes())));
  }

  // the context, a repository per record, the constructors, definition(), modelDescriptor(), createIfMissing(),
  // verify(), the repositories' accessors, batchWrite() and BatchWrite, transaction() and read()
  @Override
  void addMembers(TableModel table, TypeSpec.Builder type) {
    type.addSuperinterface(flavor == Flavor.SYNC ? RuntimeTypes.TABLE : RuntimeTypes.ASYNC_TABLE);
    addRepositories(type, table, flavor);
    addDefinition(type, table, flavor);
    DescriptorMethod.addTo(type, table, flavor);
    type.addMethod(createIfMissing(flavor));
    type.addMethod(verify(flavor));
    if (table.items().stream().anyMatch(TableGenerator::hasGlobalIndex)) {
      type.addMethod(addMissingIndexes(flavor));
    }
    addAccessors(type, table, flavor);
    BatchWriteClass.addTo(type, table, flavor);
    addTransactions(type, table, flavor);
  }

  // public Transaction transaction() { return Transaction.of(context, "SocialTable.transaction"); }
  // public ReadTransaction read() { return ReadTransaction.of(context, "SocialTable.read"); }
  // (async: AsyncTransaction, AsyncReadTransaction)
  private static void addTransactions(TypeSpec.Builder type, TableModel table, Flavor flavor) {
    String prefix = flavor == Flavor.SYNC ? "" : "Async";
    ClassName write = ClassName.get(RuntimeTypes.RUNTIME, prefix + "Transaction");
    ClassName read = ClassName.get(RuntimeTypes.RUNTIME, prefix + "ReadTransaction");
    String owner = flavor.table(table).simpleName();
    type.addMethod(MethodSpec.methodBuilder("transaction")
            .addModifiers(Modifier.PUBLIC)
            .returns(write)
            .addJavadoc("A new write transaction of this table's records: typed actions of any of its repositories,\n"
                + "all applied or none, with the counter updates of counted edges; see {@link $T}.\n", write)
            .addStatement("return $T.of(context, $S)", write, owner + ".transaction")
            .build())
        .addMethod(MethodSpec.methodBuilder("read")
            .addModifiers(Modifier.PUBLIC)
            .returns(read)
            .addJavadoc("A new read transaction of this table's records: up to 100 typed gets read as of one\n"
                + "moment; see {@link $T}.\n", read)
            .addStatement("return $T.of(context, $S)", read, owner + ".read")
            .build());
  }

  // private final TableContext context;
  // private final FollowRepository follows;
  // public SocialTable(DynamoDbClient client, String tableName) { this(client, tableName, TableSettings.defaults()); }
  // public SocialTable(DynamoDbClient client, String tableName, TableSettings settings) {
  //   this.context = TableContext.of(client, tableName, settings, "new SocialTable");
  //   this.follows = new FollowRepository(context);   (one context, shared by every repository)
  private static void addRepositories(TypeSpec.Builder type, TableModel table, Flavor flavor) {
    ContextField.addTo(type);
    MethodSpec.Builder constructor = ContextField.settingsConstructor(flavor.table(table), flavor);
    for (ItemTypeModel item : table.items()) {
      type.addField(FieldSpec.builder(flavor.repository(item), item.accessor(), Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$N = new $T(context)", item.accessor(), flavor.repository(item));
    }
    type.addMethod(ContextField.constructor(flavor)).addMethod(constructor.build());
  }

  // public CreateTableRequest definition() { return definition(context.tableName()); }
  // (async: return SocialTable.definition(context.tableName()); the static one is the sync table's only)
  private static void addDefinition(TypeSpec.Builder type, TableModel table, Flavor flavor) {
    MethodSpec.Builder definition = MethodSpec.methodBuilder("definition")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST);
    if (flavor == Flavor.SYNC) {
      type.addMethod(staticDefinition(table))
          .addMethod(definition
              .addJavadoc("The CreateTableRequest of this table, see {@link #definition(String)}.\n")
              .addStatement("return definition(context.tableName())")
              .build());
      return;
    }
    type.addMethod(definition
        .addJavadoc("The CreateTableRequest of this table, see {@link $T#definition(String)}.\n", table.className())
        .addStatement("return $T.definition(context.tableName())", table.className())
        .build());
  }

  // public void createIfMissing() { context.sync().createIfMissing(definition()); }
  private static MethodSpec createIfMissing(Flavor flavor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("createIfMissing")
        .addAnnotation(Override.class)
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

  // public void verify() { context.sync().verify(definition()); }
  private static MethodSpec verify(Flavor flavor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("verify")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(TypeName.VOID))
        .addJavadoc(JavadocText.wrap("Checks that the table exists and fits this class, and changes nothing: one"
            + " DescribeTable (IAM action {@code dynamodb:DescribeTable}), never CreateTable. The start-up check"
            + " where infrastructure code creates the table" + (flavor == Flavor.SYNC ? "" : "; the future completes"
            + " when the answer is checked") + ".") + "\n")
        .addJavadoc(flavor.refusal("dev.singletable.runtime.TableMismatchException",
            "if the table does not exist, is not\n"
            + "    ACTIVE yet, or differs from this class: another key, a missing index, an index\n"
            + "    projecting less than ALL, or a key attribute that is not a string (every difference\n"
            + "    is listed, with its fix)"));
    CodeBlock verify = flavor.run("verify", CodeBlock.of("definition()"));
    return method.addStatement(flavor == Flavor.SYNC ? "$L" : "return $L", verify).build();
  }

  // public List<String> addMissingIndexes() { return context.sync().addMissingIndexes(definition()); }
  private static MethodSpec addMissingIndexes(Flavor flavor) {
    ParameterizedTypeName names = ParameterizedTypeName.get(List.class, String.class);
    return MethodSpec.methodBuilder("addMissingIndexes")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.result(names))
        .addJavadoc(JavadocText.wrap("Adds to the existing table each global secondary index of {@link #definition()}"
            + " that it lacks, one UpdateTable each, waiting until the index is ACTIVE before the next (DynamoDB creates"
            + " one at a time and fills it from the attributes the items hold, which takes as long as the table is"
            + " large), and " + (flavor == Flavor.SYNC ? "returns" : "completes with") + " their names (none: nothing"
            + " was missing)" + (flavor == Flavor.SYNC ? "" : "; no thread waits meanwhile") + ". Then run the"
            + " repositories' {@code backfill()} to write the new index's keys into the items stored before this code"
            + " wrote them. Local secondary indexes cannot be added to a table.") + "\n")
        .addJavadoc(flavor.refusal("dev.singletable.runtime.TableMismatchException",
            "if the table does not exist, or\n"
            + "    differs from this class otherwise: another key, a missing local index, an index\n"
            + "    projecting less than ALL, or a key attribute that is not a string"))
        .addStatement("return $L", flavor.run("addMissingIndexes", CodeBlock.of("definition()")))
        .build();
  }

  /** Whether the record has a global secondary index: an inverted one, or an {@code @Index} not local. */
  private static boolean hasGlobalIndex(ItemTypeModel item) {
    return item.indexes().stream().anyMatch(index -> !index.local())
        || item instanceof EdgeModel edge && edge.invertedIndex().isPresent();
  }

  // List.of("GSI1", "GSI2")
  private static CodeBlock list(List<String> names) {
    return CodeBlock.of("$T.of($L)", List.class,
        names.stream().map(name -> CodeBlock.of("$S", name)).collect(CodeBlock.joining(", ")));
  }

  // public FollowRepository follows() { return follows; } ...
  private static void addAccessors(TypeSpec.Builder type, TableModel table, Flavor flavor) {
    for (ItemTypeModel item : table.items()) {
      type.addMethod(MethodSpec.methodBuilder(item.accessor())
          .addModifiers(Modifier.PUBLIC)
          .returns(flavor.repository(item))
          .addJavadoc("The {@link $T} $L of this table.\n", item.record(), item instanceof EdgeModel ? "edges" : "nodes")
          .addStatement("return $N", item.accessor())
          .build());
    }
  }

  // public static CreateTableRequest definition(String tableName) {
  //   Arguments.requireTableName(tableName, "SocialTable.definition", "tableName");
  //   return Tables.definition(tableName, "GSI1", "GSI2");   (every index of the table: inverted and @Index)
  // }
  // (with local indexes: Tables.definition(tableName, List.of("GSI1"), List.of("LSI1")))
  private static MethodSpec staticDefinition(TableModel table) {
    CodeBlock.Builder arguments = CodeBlock.builder().add("tableName");
    if (table.localIndexes().isEmpty()) {
      table.indexes().forEach(index -> arguments.add(", $S", index));
    } else {
      arguments.add(", $L, $L", list(table.indexes()), list(table.localIndexes()));
    }
    return MethodSpec.methodBuilder("definition")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The CreateTableRequest: {@code PK} (HASH) and {@code SK} (RANGE), strings,$L$L\n"
            + "on-demand billing.\n",
            table.indexes().isEmpty() ? "" : "\nand per index {@code <index>PK}/{@code <index>SK}, projection ALL;",
            table.localIndexes().isEmpty() ? ""
                : "\nper local index {@code PK}/{@code <index>SK}, projection ALL;")
        .addJavadoc("\n@throws dev.singletable.runtime.InvalidRequestException if {@code tableName} is null or blank\n")
        .addStatement(ArgumentChecks.tableName(ArgumentChecks.method(table.className(), "definition"), "tableName"))
        .addStatement("return $T.definition($L)", RuntimeTypes.TABLES, arguments.build())
        .build();
  }
}
