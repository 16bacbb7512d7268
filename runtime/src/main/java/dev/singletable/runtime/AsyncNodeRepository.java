package dev.singletable.runtime;

import dev.singletable.runtime.internal.Arguments;
import dev.singletable.runtime.internal.AsyncCalls;
import dev.singletable.runtime.internal.NodeOperations;
import dev.singletable.runtime.internal.Operations;
import dev.singletable.runtime.internal.TableContext;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link NodeRepository} over a {@code DynamoDbAsyncClient}: the same operations, the same checks, the
 * same counter and version rules. Methods return at once and never throw: a refusal fails the returned
 * future with nothing sent, a lost version race fails it with {@link VersionConflictException}, and
 * nothing here waits for a response. Thread-safe.
 *
 * @param <N> the node record
 */
public abstract class AsyncNodeRepository<N> {
  private final TableContext context;
  private final NodeMapper<N> mapper;
  private final String owner;
  private final String entity;
  private final String parameter;

  /** For generated subclasses only; see {@link NodeRepository}. */
  protected AsyncNodeRepository(TableContext context, NodeMapper<N> mapper, String owner, String entity,
      String parameter) {
    this.context = context;
    this.mapper = mapper;
    this.owner = owner;
    this.entity = entity;
    this.parameter = parameter;
  }

  /** The physical table name. */
  public final String tableName() {
    return context.tableName();
  }

  /** As {@link NodeRepository#create}; the future holds true if this call created the node. */
  public final CompletableFuture<Boolean> create(N node) {
    return AsyncCalls.future(() -> context.async().execute(
        NodeOperations.create(context.tableName(), mapper.toItem(item(node, ".create")), mapper)));
  }

  /** As {@link NodeRepository#put}; the future holds the node as stored now. */
  public final CompletableFuture<N> put(N node) {
    return AsyncCalls.future(() -> {
      long version = mapper.version(item(node, ".put"));
      Object id = mapper.id(node);
      return context.async().execute(NodeOperations.put(context.tableName(), mapper.toItem(node), version, mapper))
          .thenApply(stored -> NodeOperations.orConflict(stored, entity, id, version));
    });
  }

  /** As {@link NodeRepository#get(Object, ReadConsistency)}. */
  public final CompletableFuture<Optional<N>> get(N node, ReadConsistency consistency) {
    return getByKey(() -> mapper.primaryKey(key(node, ".get")), consistency);
  }

  /** As {@link #get(Object, ReadConsistency)}, eventually consistent. */
  public final CompletableFuture<Optional<N>> get(N node) {
    return get(node, ReadConsistency.EVENTUAL);
  }

  /** As {@link NodeRepository#exists(Object, ReadConsistency)}. */
  public final CompletableFuture<Boolean> exists(N node, ReadConsistency consistency) {
    return existsByKey(() -> mapper.primaryKey(key(node, ".exists")), consistency);
  }

  /** As {@link #exists(Object, ReadConsistency)}, eventually consistent. */
  public final CompletableFuture<Boolean> exists(N node) {
    return exists(node, ReadConsistency.EVENTUAL);
  }

  /** As {@link NodeRepository#delete(Object)}; the future holds true if the node existed. */
  public final CompletableFuture<Boolean> delete(N node) {
    Supplier<Map<String, AttributeValue>> key = () -> mapper.primaryKey(key(node, ".delete"));
    return mapper.versionAttribute() == null || node == null ? deleteByKey(key)
        : deleteByKey(key, mapper.id(node), mapper.version(node));
  }

  /** GetItem of the key {@code key} makes. For generated subclasses only. */
  protected final CompletableFuture<Optional<N>> getByKey(
      Supplier<Map<String, AttributeValue>> key, ReadConsistency consistency) {
    return AsyncCalls.future(() -> {
      consistency(consistency, ".get");
      return context.async().execute(Operations.get(context.tableName(), key.get(), consistency, mapper));
    });
  }

  /** GetItem of the partition key only. For generated subclasses only. */
  protected final CompletableFuture<Boolean> existsByKey(
      Supplier<Map<String, AttributeValue>> key, ReadConsistency consistency) {
    return AsyncCalls.future(() -> {
      consistency(consistency, ".exists");
      return context.async().execute(Operations.exists(context.tableName(), key.get(), consistency));
    });
  }

  /** DeleteItem of the key {@code key} makes, unconditional. For unversioned nodes only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key) {
    return AsyncCalls.future(() -> context.async().execute(Operations.delete(context.tableName(), key.get())));
  }

  /** DeleteItem of the key {@code key} makes, if its version is {@code version}. For versioned nodes only. */
  protected final CompletableFuture<Boolean> deleteByKey(Supplier<Map<String, AttributeValue>> key, Object id,
      long version) {
    return AsyncCalls.future(() -> context.async()
        .execute(NodeOperations.deleteAtVersion(context.tableName(), key.get(), mapper.versionAttribute(), version))
        .thenApply(existed -> NodeOperations.orConflict(existed, entity, id, version)));
  }

  private N item(N node, String method) {
    return node != null ? node : Arguments.requireItem(node, owner.concat(method), parameter, entity);
  }

  private N key(N node, String method) {
    return node != null ? node : Arguments.requireKey(node, owner.concat(method), parameter, entity);
  }

  private void consistency(ReadConsistency consistency, String method) {
    if (consistency == null) {
      Arguments.requireConsistency(consistency, owner.concat(method), "consistency");
    }
  }
}
