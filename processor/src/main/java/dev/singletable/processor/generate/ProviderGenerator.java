package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code SocialTableProvider}: the table as {@code ServiceLoader} hands it to integrations (the
 * runtime's {@code TableProvider}): its logical name, its table classes and their constructors, and
 * its repositories by accessor name, without reflection. The processor lists every provider of a
 * build in {@code META-INF/services/dev.singletable.runtime.TableProvider}.
 */
public final class ProviderGenerator extends SourceFileGenerator<TableModel> {
  private final boolean async;

  /** The generator; {@code async}: whether the build generates the async table class. */
  public ProviderGenerator(boolean async) {
    this.async = async;
  }

  @Override
  ClassName className(TableModel table) {
    return table.providerClassName();
  }

  @Override
  CodeBlock javadoc(TableModel table) {
    return CodeBlock.of("The $L table as integrations find it through {@code ServiceLoader}: {@link $T}\n"
        + "builds {@link $T} and hands out its repositories by accessor name.\n",
        table.name(), RuntimeTypes.TABLE_PROVIDER, table.className());
  }

  // REPOSITORIES, the public constructor ServiceLoader calls, then each method of TableProvider
  @Override
  void addMembers(TableModel table, TypeSpec.Builder type) {
    ClassName repositoryType = RuntimeTypes.TABLE_PROVIDER.nestedClass("Repository");
    type.addSuperinterface(RuntimeTypes.TABLE_PROVIDER);
    type.addField(repositories(table, repositoryType));
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("The provider {@code ServiceLoader} builds.\n").build());
    type.addMethod(override("name", ClassName.get(String.class)).addStatement("return $S", table.name()).build());
    type.addMethod(override("tableClass", ParameterizedTypeName.get(ClassName.get(Class.class), table.className()))
        .addStatement("return $T.class", table.className()).build());
    type.addMethod(newTable(table, Flavor.SYNC));
    TypeName asyncClass = ParameterizedTypeName.get(ClassName.get(Class.class),
        WildcardTypeName.subtypeOf(RuntimeTypes.ASYNC_TABLE));
    MethodSpec.Builder asyncTableClass = override("asyncTableClass",
        ParameterizedTypeName.get(RuntimeTypes.OPTIONAL, asyncClass));
    type.addMethod(async ? asyncTableClass.addStatement("return $T.of($T.class)", RuntimeTypes.OPTIONAL,
        table.asyncClassName()).build() : asyncTableClass.addStatement("return $T.empty()", RuntimeTypes.OPTIONAL).build());
    type.addMethod(newTable(table, Flavor.ASYNC));
    type.addMethod(override("repositories", ParameterizedTypeName.get(RuntimeTypes.LIST, repositoryType))
        .addStatement("return REPOSITORIES").build());
    type.addMethod(repository(table, Flavor.SYNC, repositoryType));
    type.addMethod(repository(table, Flavor.ASYNC, repositoryType));
  }

  // private static final List<TableProvider.Repository> REPOSITORIES = List.of(
  //     new TableProvider.Repository("follows", FollowRepository.class, Optional.of(FollowAsyncRepository.class)), ...);
  private FieldSpec repositories(TableModel table, ClassName repositoryType) {
    CodeBlock.Builder list = CodeBlock.builder().add("$T.of(", RuntimeTypes.LIST);
    String separator = "";
    for (ItemTypeModel item : table.items()) {
      CodeBlock asyncType = async ? CodeBlock.of("$T.of($T.class)", RuntimeTypes.OPTIONAL, item.asyncRepositoryClass())
          : CodeBlock.of("$T.empty()", RuntimeTypes.OPTIONAL);
      list.add("$L\n    new $T($S, $T.class, $L)", separator, repositoryType, item.accessor(), item.repositoryClass(),
          asyncType);
      separator = ",";
    }
    return FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.LIST, repositoryType), "REPOSITORIES",
        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).initializer(list.add(")").build()).build();
  }

  // public SocialTable newTable(DynamoDbClient client, String tableName, TableSettings settings) {
  //   return new SocialTable(client, tableName, settings);
  // }   (async, when not generated: throw Providers.noAsync("SocialTableProvider.newAsyncTable", "SocialTable");)
  private MethodSpec newTable(TableModel table, Flavor flavor) {
    boolean generated = flavor == Flavor.SYNC || async;
    String name = flavor == Flavor.SYNC ? "newTable" : "newAsyncTable";
    MethodSpec.Builder method = override(name, generated ? flavor.table(table)
            : flavor == Flavor.SYNC ? RuntimeTypes.TABLE : RuntimeTypes.ASYNC_TABLE)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings");
    return generated ? method.addStatement("return new $T(client, tableName, settings)", flavor.table(table)).build()
        : method.addStatement("throw $T.noAsync($S, $S)", RuntimeTypes.PROVIDERS,
            table.providerClassName().simpleName() + "." + name, table.className().simpleName()).build();
  }

  // public Object repository(Table table, String accessor) {
  //   SocialTable typed = Providers.own(table, SocialTable.class, "SocialTableProvider.repository");
  //   switch (accessor) {
  //     case "follows": return typed.follows();
  //     default: throw Providers.noRepository("SocialTableProvider.repository", accessor, REPOSITORIES);
  //   }
  // }
  private MethodSpec repository(TableModel table, Flavor flavor, ClassName repositoryType) {
    String method = table.providerClassName().simpleName() + ".repository";
    MethodSpec.Builder builder = override("repository", ClassName.get(Object.class))
        .addParameter(flavor == Flavor.SYNC ? RuntimeTypes.TABLE : RuntimeTypes.ASYNC_TABLE, "table")
        .addParameter(String.class, "accessor");
    if (flavor == Flavor.ASYNC && !async) {
      return builder.addStatement("throw $T.noAsync($S, $S)", RuntimeTypes.PROVIDERS, method,
          table.className().simpleName()).build();
    }
    builder.addStatement("$T typed = $T.own(table, $T.class, $S)", flavor.table(table), RuntimeTypes.PROVIDERS,
        flavor.table(table), method);
    builder.beginControlFlow("switch (accessor)");
    for (ItemTypeModel item : table.items()) {
      builder.addStatement("case $S: return typed.$N()", item.accessor(), item.accessor());
    }
    builder.addStatement("default: throw $T.noRepository($S, accessor, REPOSITORIES)", RuntimeTypes.PROVIDERS, method);
    return builder.endControlFlow().build();
  }

  private static MethodSpec.Builder override(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(returns);
  }
}
