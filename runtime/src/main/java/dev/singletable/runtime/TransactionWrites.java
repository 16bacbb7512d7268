package dev.singletable.runtime;

import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.TransactionActions;
import dev.singletable.runtime.internal.request.UpdateSpec;
import dev.singletable.runtime.internal.tx.ComposedWrite;
import dev.singletable.runtime.internal.tx.FailedCondition;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The actions of {@link Transaction} and {@link AsyncTransaction}, once: each write of a repository
 * as the transaction action that means what the repository's own write means (a counted edge's
 * create and delete with their counter updates, a node's create with counters 0 and version 1, a
 * versioned node's put, delete and update conditioned on the version read), with how its failed
 * condition is read. Each record is checked and mapped when it is added, so a bad one is refused at
 * that call, before any request.
 */
final class TransactionWrites {
  private final ComposedWrite tx;
  private final String method;

  TransactionWrites(ComposedWrite tx, String method) {
    this.tx = tx;
    this.method = method;
  }

  String method() {
    return method;
  }

  ComposedWrite composed() {
    return tx;
  }

  <E> void createEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge) {
    Map<String, AttributeValue> item = edges.mapper().toItem(item(edges, edge, ".create"));
    if (edges.counting() != null) {
      tx.addCounted(edges.context(), edges.counting(), edges.entity(), item, true, edges.mapper());
    } else {
      tx.add(edges.context(), "create", edges.entity(), TransactionActions.create(table(edges), item),
          FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), edges.mapper());
    }
  }

  <E> void putEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge) {
    if (edges.counting() != null) {
      throw edges.counting().uncounted(method + ".put", edges.entity(), "Use create, which counts the edge, and"
          + " cancels the transaction if it exists.");
    }
    Map<String, AttributeValue> item = edges.mapper().toItem(item(edges, edge, ".put"));
    tx.add(edges.context(), "put", edges.entity(), TransactionActions.put(table(edges), item), null, null,
        edges.mapper());
  }

  <E> void deleteEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge) {
    Map<String, AttributeValue> key = edges.mapper().primaryKey(key(edges, edge, ".delete"));
    if (edges.counting() != null) {
      tx.addCounted(edges.context(), edges.counting(), edges.entity(), key, false, edges.mapper());
    } else {
      tx.add(edges.context(), "delete", edges.entity(), TransactionActions.delete(table(edges), key), null, null,
          edges.mapper());
    }
  }

  <N> void createNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    Map<String, AttributeValue> item = nodes.mapper().toItem(item(nodes, node, ".create"));
    tx.add(nodes.context(), "create", nodes.entity(), TransactionActions.createNode(table(nodes), item, nodes.mapper()),
        FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), nodes.mapper());
  }

  <N> void putNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> item = mapper.toItem(item(nodes, node, ".put"));
    boolean versioned = mapper.versionAttribute() != null;
    long version = mapper.version(node);
    tx.add(nodes.context(), "put", nodes.entity(),
        TransactionActions.putNode(table(nodes), item, version, mapper, nodes.entity(), mapper.id(node)),
        versioned ? FailedCondition.VERSION_CONFLICT : null,
        versioned ? ComposedWrite.version(mapper.versionAttribute(), version, Reason.VERSION_CONFLICT) : null, mapper);
  }

  <N> void deleteNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> key = mapper.primaryKey(key(nodes, node, ".delete"));
    if (mapper.versionAttribute() == null) {
      tx.add(nodes.context(), "delete", nodes.entity(), TransactionActions.delete(table(nodes), key), null, null,
          mapper);
      return;
    }
    long version = mapper.version(node);
    tx.add(nodes.context(), "delete", nodes.entity(),
        TransactionActions.deleteAtVersion(table(nodes), key, mapper.versionAttribute(), version),
        FailedCondition.VERSION_CONFLICT, ComposedWrite.version(mapper.versionAttribute(), version,
            Reason.VERSION_CONFLICT), mapper);
  }

  /** An update of the item with the key of {@code record}; a versioned node's at the record's version. */
  <T, M extends ItemMapper<T>> void update(RepositoryWiring<T, M> items, T record, ItemUpdate update) {
    String at = method + ".update";
    Map<String, AttributeValue> key = items.mapper().primaryKey(key(items, record, ".update"));
    UpdateSpec spec = ItemUpdate.checked(update, at, items.entity());
    String versionAttribute = null;
    long version = 0;
    Object id = null;
    if (items.mapper() instanceof NodeMapper<T> node && node.versionAttribute() != null) {
      versionAttribute = node.versionAttribute();
      version = node.version(record);
      id = node.id(record);
      ItemUpdate.checkVersion(version, at, items.entity());
    }
    tx.add(items.context(), "update", items.entity(), TransactionActions.update(table(items), key, spec,
        items.entity(), id, versionAttribute, version, items.mapper()), FailedCondition.NOT_FOUND,
        ComposedWrite.update(items.entity(), key, spec, id, versionAttribute, version), items.mapper());
  }

  <T, M extends ItemMapper<T>> void checkExists(RepositoryWiring<T, M> items, T record) {
    Map<String, AttributeValue> key = items.mapper().primaryKey(key(items, record, ".checkExists"));
    tx.add(items.context(), "check", items.entity(), TransactionActions.checkExists(table(items), key),
        FailedCondition.NOT_FOUND, ComposedWrite.always(Reason.NOT_FOUND), items.mapper());
  }

  <T, M extends ItemMapper<T>> void checkAbsent(RepositoryWiring<T, M> items, T record) {
    Map<String, AttributeValue> key = items.mapper().primaryKey(key(items, record, ".checkAbsent"));
    tx.add(items.context(), "check", items.entity(), TransactionActions.checkAbsent(table(items), key),
        FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), items.mapper());
  }

  /** A put of an edge that no node counts, only if {@code condition} holds on the stored item. */
  <E> void putEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge, Condition<E> condition) {
    Expr expr = Condition.expr(condition, method + ".put");
    if (edges.counting() != null) {
      throw edges.counting().uncounted(method + ".put", edges.entity(), "Use create, which counts the edge, and"
          + " cancels the transaction if it exists.");
    }
    Map<String, AttributeValue> item = edges.mapper().toItem(item(edges, edge, ".put"));
    Put put = TransactionActions.put(table(edges), item).put();
    tx.add(edges.context(), "put", edges.entity(), TransactWriteItem.builder().put(ConditionRender.put(put, expr))
        .build(), FailedCondition.CONDITION, ComposedWrite.condition(expr), edges.mapper());
  }

  /** A delete of an edge only if {@code condition} holds; a counted edge's with its counter updates. */
  <E> void deleteEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge, Condition<E> condition) {
    Expr expr = Condition.expr(condition, method + ".delete");
    Map<String, AttributeValue> key = edges.mapper().primaryKey(key(edges, edge, ".delete"));
    if (edges.counting() != null) {
      tx.addCounted(edges.context(), edges.counting(), edges.entity(), key, false, expr, edges.mapper());
      return;
    }
    Delete delete = TransactionActions.delete(table(edges), key).delete();
    tx.add(edges.context(), "delete", edges.entity(), TransactWriteItem.builder()
        .delete(ConditionRender.delete(delete, expr)).build(), FailedCondition.CONDITION,
        ComposedWrite.condition(expr), edges.mapper());
  }

  /** A node's put only if {@code condition} holds (a versioned node's over the version the record holds). */
  <N> void putNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node, Condition<N> condition) {
    Expr expr = Condition.expr(condition, method + ".put");
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> item = mapper.toItem(item(nodes, node, ".put"));
    long version = mapper.version(node);
    String versionAttribute = mapper.versionAttribute();
    Update put = TransactionActions.putNode(table(nodes), item, version, mapper, nodes.entity(), mapper.id(node))
        .update();
    ComposedWrite.Reading own = versionAttribute == null ? null
        : ComposedWrite.version(versionAttribute, version, Reason.VERSION_CONFLICT);
    tx.add(nodes.context(), "put", nodes.entity(), TransactWriteItem.builder().update(ConditionRender.update(put, expr))
        .build(), FailedCondition.CONDITION, ComposedWrite.condition(expr, own, versionAttribute, version), mapper);
  }

  /** A node's delete only if {@code condition} holds (a versioned node's at the record's version). */
  <N> void deleteNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node, Condition<N> condition) {
    Expr expr = Condition.expr(condition, method + ".delete");
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> key = mapper.primaryKey(key(nodes, node, ".delete"));
    String versionAttribute = mapper.versionAttribute();
    long version = versionAttribute == null ? 0 : mapper.version(node);
    Delete delete = (versionAttribute == null ? TransactionActions.delete(table(nodes), key)
        : TransactionActions.deleteAtVersion(table(nodes), key, versionAttribute, version)).delete();
    ComposedWrite.Reading own = versionAttribute == null ? null
        : ComposedWrite.version(versionAttribute, version, Reason.VERSION_CONFLICT);
    tx.add(nodes.context(), "delete", nodes.entity(), TransactWriteItem.builder()
        .delete(ConditionRender.delete(delete, expr)).build(), FailedCondition.CONDITION,
        ComposedWrite.condition(expr, own, versionAttribute, version), mapper);
  }

  /** An update with {@code condition} ANDed to its own conditions. */
  <T, M extends ItemMapper<T>> void update(RepositoryWiring<T, M> items, T record, ItemUpdate update,
      Condition<T> condition) {
    String at = method + ".update";
    Expr expr = Condition.expr(condition, at);
    Map<String, AttributeValue> key = items.mapper().primaryKey(key(items, record, ".update"));
    UpdateSpec spec = ItemUpdate.checked(update, at, items.entity());
    String versionAttribute = null;
    long version = 0;
    Object id = null;
    if (items.mapper() instanceof NodeMapper<T> node && node.versionAttribute() != null) {
      versionAttribute = node.versionAttribute();
      version = node.version(record);
      id = node.id(record);
      ItemUpdate.checkVersion(version, at, items.entity());
    }
    Update action = TransactionActions.update(table(items), key, spec, items.entity(), id, versionAttribute, version,
        items.mapper()).update();
    tx.add(items.context(), "update", items.entity(), TransactWriteItem.builder()
        .update(ConditionRender.update(action, expr)).build(), FailedCondition.CONDITION,
        ComposedWrite.condition(expr, ComposedWrite.update(items.entity(), key, spec, id, versionAttribute, version),
            versionAttribute, version), items.mapper());
  }

  /** A ConditionCheck of the typed {@code condition} on the item with the key of {@code record}. */
  <T, M extends ItemMapper<T>> void check(RepositoryWiring<T, M> items, T record, Condition<T> condition) {
    Map<String, AttributeValue> key = items.mapper().primaryKey(key(items, record, ".check"));
    Expr expr = Condition.expr(condition, method + ".check");
    tx.add(items.context(), "check", items.entity(), ConditionRender.conditionCheck(table(items), key, expr),
        FailedCondition.CONDITION, ComposedWrite.condition(expr), items.mapper());
  }

  <N> void checkVersion(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    NodeMapper<N> mapper = nodes.mapper();
    if (mapper.versionAttribute() == null) {
      throw new InvalidRequestException(method + ".checkVersion: " + nodes.entity() + " has no @Version component,"
          + " so no version to check. Use checkExists, or give the record a @Version long component.");
    }
    Map<String, AttributeValue> key = mapper.primaryKey(key(nodes, node, ".checkVersion"));
    long version = mapper.version(node);
    tx.add(nodes.context(), "check", nodes.entity(),
        TransactionActions.checkVersion(table(nodes), key, mapper.versionAttribute(), version),
        FailedCondition.VERSION_CONFLICT, ComposedWrite.version(mapper.versionAttribute(), version, Reason.NOT_FOUND),
        mapper);
  }

  private String table(RepositoryWiring<?, ?> items) {
    return items.context().tableName();
  }

  private <T> T item(RepositoryWiring<?, ?> items, T record, String operation) {
    return record != null ? record : Arguments.requireItem(record, method + operation, items.parameter(), items.entity());
  }

  private <T> T key(RepositoryWiring<?, ?> items, T record, String operation) {
    return record != null ? record : Arguments.requireKey(record, method + operation, items.parameter(), items.entity());
  }
}
