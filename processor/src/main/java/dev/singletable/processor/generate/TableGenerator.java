package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code MainTable}: the table definition, create-if-missing, and one repository per
 * record, so that a service injects one object.
 */
public final class TableGenerator {

  private TableGenerator() {}

  public static JavaFile generate(TableModel table) {
    TypeSpec.Builder type = TypeSpec.classBuilder(table.className())
        .addAnnotation(RuntimeTypes.GENERATED)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("The $L table: key attributes {@code PK}/{@code SK}$L,\nand a repository for each of its records.\n",
            table.name(), table.indexes().isEmpty() ? "" : ", inverted indexes " + String.join(", ", table.indexes()));
    ClientFields.addTo(type);
    MethodSpec.Builder constructor = ClientFields.constructor(table.className());
    for (EdgeModel edge : table.edges()) {
      type.addField(FieldSpec.builder(edge.repositoryClass(), edge.plural(), Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$N = new $T(client, tableName)", edge.plural(), edge.repositoryClass());
    }
    type.addMethod(constructor.build())
        .addMethod(definition(table))
        .addMethod(MethodSpec.methodBuilder("definition")
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
            .addJavadoc("The CreateTableRequest of this table, see {@link #definition(String)}.\n")
            .addStatement("return definition(tableName)")
            .build())
        .addMethod(MethodSpec.methodBuilder("createIfMissing")
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("Creates the table unless it exists, and waits until it is ACTIVE.\n\n"
                + "@throws dev.singletable.runtime.TableMismatchException if the table exists but does not\n"
                + "    fit this class: another key, a missing index, an index projecting less than ALL,\n"
                + "    or a key attribute that is not a string\n")
            .addStatement("$T.createIfMissing(client, definition(tableName))", RuntimeTypes.TABLES)
            .build());
    for (EdgeModel edge : table.edges()) {
      type.addMethod(MethodSpec.methodBuilder(edge.plural())
          .addModifiers(Modifier.PUBLIC)
          .returns(edge.repositoryClass())
          .addJavadoc("The {@link $T} edges of this table.\n", edge.record())
          .addStatement("return $N", edge.plural())
          .build());
    }
    BatchMethods.addTo(type, table);
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
