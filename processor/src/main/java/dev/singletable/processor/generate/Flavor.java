package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.NodeModel;
import dev.singletable.processor.model.TableModel;

/**
 * What differs between {@code FollowRepository} and {@code FollowAsyncRepository}: the client, the
 * runtime base class, the result types, and how an argument that may be refused reaches the base: as
 * a value, or asynchronously as a supplier called inside the future, so that a refusal fails it.
 */
public enum Flavor {
  SYNC, ASYNC;

  private static final ClassName EDGE_REPOSITORY = ClassName.get("dev.singletable.runtime", "EdgeRepository");
  private static final ClassName ASYNC_EDGE_REPOSITORY =
      ClassName.get("dev.singletable.runtime", "AsyncEdgeRepository");
  private static final ClassName NODE_REPOSITORY = ClassName.get("dev.singletable.runtime", "NodeRepository");
  private static final ClassName ASYNC_NODE_REPOSITORY =
      ClassName.get("dev.singletable.runtime", "AsyncNodeRepository");

  ClassName repository(ItemTypeModel item) {
    return this == SYNC ? item.repositoryClass() : item.asyncRepositoryClass();
  }

  ClassName table(TableModel table) {
    return this == SYNC ? table.className() : table.asyncClassName();
  }

  ClassName client() {
    return this == SYNC ? RuntimeTypes.CLIENT : RuntimeTypes.ASYNC_CLIENT;
  }

  /** {@code EdgeRepository} or {@code AsyncEdgeRepository}. */
  ClassName baseClass() {
    return this == SYNC ? EDGE_REPOSITORY : ASYNC_EDGE_REPOSITORY;
  }

  /** {@code EdgeRepository<Follow>} or {@code AsyncEdgeRepository<Follow>}. */
  TypeName base(EdgeModel edge) {
    return ParameterizedTypeName.get(baseClass(), edge.record());
  }

  /** {@code NodeRepository} or {@code AsyncNodeRepository}. */
  ClassName nodeBaseClass() {
    return this == SYNC ? NODE_REPOSITORY : ASYNC_NODE_REPOSITORY;
  }

  /** {@code NodeRepository<User>} or {@code AsyncNodeRepository<User>}. */
  TypeName base(NodeModel node) {
    return ParameterizedTypeName.get(nodeBaseClass(), node.record());
  }

  /** {@code boolean} or {@code CompletableFuture<Boolean>}; {@code void} or {@code CompletableFuture<Void>}. */
  TypeName result(TypeName type) {
    if (this == SYNC) {
      return type;
    }
    TypeName boxed = type.equals(TypeName.VOID) ? ClassName.get(Void.class) : type.box();
    return ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, boxed);
  }

  /** {@code Stream<Follow>} or {@code SdkPublisher<Follow>}. */
  TypeName stream(TypeName element) {
    return ParameterizedTypeName.get(this == SYNC ? RuntimeTypes.STREAM : RuntimeTypes.SDK_PUBLISHER, element);
  }

  /** {@code Listing<Follow>} or {@code AsyncListing<Follow>}. */
  TypeName listing(TypeName record) {
    return ParameterizedTypeName.get(this == SYNC ? RuntimeTypes.LISTING : RuntimeTypes.ASYNC_LISTING, record);
  }

  /** {@code ItemCollection<UserCollectionPage>} or {@code AsyncItemCollection<UserCollectionPage>}. */
  TypeName collection(TypeName page) {
    return ParameterizedTypeName.get(this == SYNC ? RuntimeTypes.ITEM_COLLECTION : RuntimeTypes.ASYNC_ITEM_COLLECTION,
        page);
  }

  /** {@code FollowKeys.primaryKey(follower, followee)}, or asynchronously {@code () -> FollowKeys.primaryKey(...)}. */
  CodeBlock deferred(CodeBlock value) {
    return this == SYNC ? value : CodeBlock.of("() -> $L", value);
  }

  // context.sync().createIfMissing(definition()) or context.async().createIfMissing(definition())
  CodeBlock run(String executorMethod, CodeBlock operation) {
    return CodeBlock.of("context.$L().$L($L)", this == SYNC ? "sync" : "async", executorMethod, operation);
  }

  /** The method of a runtime {@code WriteBatch} that sends it: {@code execute} or {@code executeAsync}. */
  String runBatch() {
    return this == SYNC ? "execute" : "executeAsync";
  }

  /**
   * Javadoc for a refusal: a {@code @throws} clause, or what the future fails with. The condition's
   * continuation lines are indented for a {@code @throws} clause; a paragraph drops that indent.
   */
  String refusal(String exception, String condition) {
    return this == SYNC
        ? "@throws " + exception + " " + condition + "\n"
        : "<p>The future fails with {@link " + exception + "}\n" + condition.replace("\n    ", "\n") + ".\n";
  }
}
