package dev.singletable.runtime;

import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.request.TransactionActions;
import dev.singletable.runtime.internal.request.UpdateSpec;
import dev.singletable.runtime.internal.tx.ComposedWrite;
import dev.singletable.runtime.internal.tx.FailedCondition;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The actions of {@link Transaction} and {@link AsyncTransaction}, once: each write of a repository
 * as the transaction action that means what the repository's own write means (a counted edge's
 * create and delete with their counter updates, a node's create with counters 0 and version 1, a
 * versioned node's put, delete and update conditioned on the version read), with how its failed
 * condition is read. Each record is checked and mapped when it is added, so a bad one is refused at
 * that call, before any request, with the exception its repository's write would throw and a
 * message that names the action's position ({@code SocialTable.transaction.put: action 2 (put
 * Follow): follow is null. ...}).
 */
final class TransactionWrites {
  private final ComposedWrite tx;
  private final String method;

  TransactionWrites(ComposedWrite tx, String method) {
    this.tx = tx;
    this.method = method;
  }

  ComposedWrite composed() {
    return tx;
  }

  /**
   * The refusal of a null repository given to {@code operation}.
   *
   * @param example a repository of the table, as a caller would take it ({@code social.follows()})
   */
  InvalidRequestException nullRepository(String operation, String example) {
    return new InvalidRequestException(method + "." + operation + ": action " + tx.size() + ": the repository is"
        + " null. Pass one of this table's repositories, as " + example + ".");
  }

  <E> void createEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge) {
    Map<String, AttributeValue> item = item(edges, edge, "create");
    if (edges.counting() != null) {
      tx.addCounted(edges.context(), edges.counting(), edges.entity(), item, true, edges.mapper());
    } else {
      tx.add(edges.context(), "create", edges.entity(), TransactionActions.create(table(edges), item),
          FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), edges.mapper());
    }
  }

  /**
   * The tree of a typed condition given to the action {@code operation} ({@code "put"}) of {@code items}.
   *
   * @throws InvalidRequestException if {@code condition} is null
   */
  Expr condition(Condition<?> condition, String operation, RepositoryWiring<?, ?> items) {
    return Condition.expr(condition, at(operation, items));
  }

  /** A put of an edge that no node counts; with {@code conditionOrNull}, only if it holds on the stored edge. */
  <E> void putEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge, Expr conditionOrNull) {
    if (edges.counting() != null) {
      throw edges.counting().uncounted(at("put", edges), "put", edges.entity(), "Use create, which counts the edge,"
          + " and cancels the transaction if it exists.");
    }
    Map<String, AttributeValue> item = item(edges, edge, "put");
    add(edges, "put", TransactionActions.put(table(edges), item), null, null, conditionOrNull, null, 0);
  }

  /** A delete of an edge, a counted edge's with its counter updates; with {@code conditionOrNull}, only if it holds. */
  <E> void deleteEdge(RepositoryWiring<E, ItemMapper<E>> edges, E edge, Expr conditionOrNull) {
    Map<String, AttributeValue> key = key(edges, edge, "delete");
    if (edges.counting() != null) {
      tx.addCounted(edges.context(), edges.counting(), edges.entity(), key, false, conditionOrNull, edges.mapper());
    } else {
      add(edges, "delete", TransactionActions.delete(table(edges), key), null, null, conditionOrNull, null, 0);
    }
  }

  <N> void createNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    Map<String, AttributeValue> item = item(nodes, node, "create");
    tx.add(nodes.context(), "create", nodes.entity(), TransactionActions.createNode(table(nodes), item, nodes.mapper()),
        FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), nodes.mapper());
  }

  /** A node's put, a versioned node's over the version the record holds; with {@code conditionOrNull}, only if it holds. */
  <N> void putNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node, Expr conditionOrNull) {
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> item = item(nodes, node, "put");
    String versionAttribute = mapper.versionAttribute();
    long version = mapper.version(node);
    boolean versioned = versionAttribute != null;
    add(nodes, "put", TransactionActions.putNode(table(nodes), item, version, mapper, nodes.entity(), mapper.id(node)),
        versioned ? FailedCondition.VERSION_CONFLICT : null,
        versioned ? ComposedWrite.version(versionAttribute, version, Reason.VERSION_CONFLICT) : null,
        conditionOrNull, versionAttribute, version);
  }

  /** A node's delete, a versioned node's at the record's version; with {@code conditionOrNull}, only if it holds. */
  <N> void deleteNode(RepositoryWiring<N, NodeMapper<N>> nodes, N node, Expr conditionOrNull) {
    NodeMapper<N> mapper = nodes.mapper();
    Map<String, AttributeValue> key = key(nodes, node, "delete");
    String versionAttribute = mapper.versionAttribute();
    if (versionAttribute == null) {
      add(nodes, "delete", TransactionActions.delete(table(nodes), key), null, null, conditionOrNull, null, 0);
      return;
    }
    long version = mapper.version(node);
    add(nodes, "delete", TransactionActions.deleteAtVersion(table(nodes), key, versionAttribute, version),
        FailedCondition.VERSION_CONFLICT, ComposedWrite.version(versionAttribute, version, Reason.VERSION_CONFLICT),
        conditionOrNull, versionAttribute, version);
  }

  /**
   * An update of the item with the key of {@code record}, a versioned node's at the record's version;
   * with {@code conditionOrNull} ANDed to its own conditions.
   */
  <T, M extends ItemMapper<T>> void update(RepositoryWiring<T, M> items, T record, ItemUpdate update,
      Expr conditionOrNull) {
    String at = at("update", items);
    Map<String, AttributeValue> key = key(items, record, "update");
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
    add(items, "update", TransactionActions.update(table(items), key, spec, items.entity(), id, versionAttribute, version,
        items.mapper()), FailedCondition.NOT_FOUND,
        ComposedWrite.update(items.entity(), key, spec, id, versionAttribute, version), conditionOrNull,
        versionAttribute, version);
  }

  <T, M extends ItemMapper<T>> void checkExists(RepositoryWiring<T, M> items, T record) {
    Map<String, AttributeValue> key = key(items, record, "checkExists");
    tx.add(items.context(), "check", items.entity(), TransactionActions.checkExists(table(items), key),
        FailedCondition.NOT_FOUND, ComposedWrite.always(Reason.NOT_FOUND), items.mapper());
  }

  <T, M extends ItemMapper<T>> void checkAbsent(RepositoryWiring<T, M> items, T record) {
    Map<String, AttributeValue> key = key(items, record, "checkAbsent");
    tx.add(items.context(), "check", items.entity(), TransactionActions.checkAbsent(table(items), key),
        FailedCondition.ALREADY_EXISTS, ComposedWrite.always(Reason.ALREADY_EXISTS), items.mapper());
  }

  /** A ConditionCheck of the typed {@code condition} on the item with the key of {@code record}. */
  <T, M extends ItemMapper<T>> void check(RepositoryWiring<T, M> items, T record, Condition<T> condition) {
    Map<String, AttributeValue> key = key(items, record, "check");
    Expr expr = Condition.expr(condition, at("check", items));
    tx.add(items.context(), "check", items.entity(), ConditionRender.conditionCheck(table(items), key, expr),
        FailedCondition.CONDITION, ComposedWrite.condition(expr), items.mapper());
  }

  <N> void checkVersion(RepositoryWiring<N, NodeMapper<N>> nodes, N node) {
    NodeMapper<N> mapper = nodes.mapper();
    if (mapper.versionAttribute() == null) {
      throw new InvalidRequestException(at("checkVersion", nodes) + ": " + nodes.entity() + " has no @Version"
          + " component, so no version to check. Use checkExists, or give the record a @Version long component.");
    }
    Map<String, AttributeValue> key = key(nodes, node, "checkVersion");
    long version = mapper.version(node);
    tx.add(nodes.context(), "check", nodes.entity(),
        TransactionActions.checkVersion(table(nodes), key, mapper.versionAttribute(), version),
        FailedCondition.VERSION_CONFLICT, ComposedWrite.version(mapper.versionAttribute(), version, Reason.NOT_FOUND),
        mapper);
  }

  /**
   * Adds {@code action} with how its failed condition is read; with {@code conditionOrNull}, the
   * condition ANDed to the action's own and its failure read version first, then the condition
   * ({@link ComposedWrite#condition(Expr, ComposedWrite.Reading, String, long)}).
   */
  private void add(RepositoryWiring<?, ?> items, String operation, TransactWriteItem action, FailedCondition meaning,
      ComposedWrite.Reading readingOrNull, Expr conditionOrNull, String versionAttributeOrNull, long version) {
    if (conditionOrNull == null) {
      tx.add(items.context(), operation, items.entity(), action, meaning, readingOrNull, items.mapper());
      return;
    }
    tx.add(items.context(), operation, items.entity(), conditioned(action, conditionOrNull), FailedCondition.CONDITION,
        ComposedWrite.condition(conditionOrNull, readingOrNull, versionAttributeOrNull, version), items.mapper());
  }

  /** {@code action}, a Put, Delete or Update, with {@code condition} ANDed to its own. */
  private static TransactWriteItem conditioned(TransactWriteItem action, Expr condition) {
    TransactWriteItem.Builder item = TransactWriteItem.builder();
    if (action.put() != null) {
      return item.put(ConditionRender.put(action.put(), condition)).build();
    }
    if (action.delete() != null) {
      return item.delete(ConditionRender.delete(action.delete(), condition)).build();
    }
    return item.update(ConditionRender.update(action.update(), condition)).build();
  }

  private String table(RepositoryWiring<?, ?> items) {
    return items.context().tableName();
  }

  /**
   * How a refusal names the action about to be added: {@code SocialTable.transaction.put: action 2 (put
   * Follow)}, as {@code commit} names actions.
   */
  private String at(String operation, RepositoryWiring<?, ?> items) {
    return method + "." + operation + ": " + position(operation, items);
  }

  private String position(String operation, RepositoryWiring<?, ?> items) {
    return "action " + tx.size() + " (" + operation + " " + items.entity() + ")";
  }

  /** The item of {@code record}, to write; a null record, a bad id or value refused naming the action. */
  private <T, M extends ItemMapper<T>> Map<String, AttributeValue> item(RepositoryWiring<T, M> items, T record,
      String operation) {
    if (record == null) {
      Arguments.requireItem(record, at(operation, items), items.parameter(), items.entity());
    }
    return BatchEntries.at(method + "." + operation, position(operation, items), () -> items.mapper().toItem(record));
  }

  /** The key of {@code record}; a null record or a bad id refused naming the action. */
  private <T, M extends ItemMapper<T>> Map<String, AttributeValue> key(RepositoryWiring<T, M> items, T record,
      String operation) {
    if (record == null) {
      Arguments.requireKey(record, at(operation, items), items.parameter(), items.entity());
    }
    return BatchEntries.at(method + "." + operation, position(operation, items),
        () -> items.mapper().primaryKey(record));
  }
}
