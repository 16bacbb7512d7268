package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.End;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.codec.SortId;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.expr.ConditionRender;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.request.ConditionalOperations;
import dev.singletable.runtime.internal.request.Operations;
import dev.singletable.runtime.internal.request.TransactionActions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The counters of nodes that count one edge type, so that its repository writes each edge and its
 * counters in one TransactWriteItems: the edge Put with {@code attribute_not_exists(PK)} (a Delete
 * with {@code attribute_exists(PK)}), then an {@code ADD} of +1 (-1) on each counted node item,
 * conditioned on the node existing. Counters of one node item (a self-edge) merge into one action.
 *
 * <p>A node's key is read from the edge's key: the id part of the edge's key at the counted end
 * ({@code PK} at the source, {@code SK} at the target), after the node's prefix. Node and end have the
 * same id type (checked at build time), so the two encode the id alike, and that end's {@link SortId}
 * reads it back as the caller wrote it ({@code 99}, not the stored {@code 0000000000000000099}) to name
 * a missing node. Immutable.
 */
public final class EdgeCounting {
  private static final String EXISTS = "attribute_exists(#pk)";
  private static final Map<String, String> PK_NAME = Map.of("#pk", Layout.PK);

  /**
   * One counter.
   *
   * @param node the node record's simple name, e.g. {@code User}
   * @param nodePrefix the node's key prefix, e.g. {@code USER}
   * @param attribute the counter's attribute, e.g. {@code followers}
   * @param end the edge's end the node is
   * @param listing the listing of the edges at that end, for a recount; null if the edge has none
   * @param shards over how many partitions the listing spreads one node's edges: 1, or the
   *     {@code invertedIndexShards} of a sharded inverted index ({@link ShardedListingSpec})
   */
  public record Counter(String node, String nodePrefix, String attribute, End end, ListingSpec listing, int shards) {

    /** Requires 1 shard, or 2 and more of a listing of an index. */
    public Counter {
      if (shards < 1 || shards > 1 && (listing == null || listing.indexName() == null)) {
        throw new IllegalArgumentException("a counter's edges sit in 1 partition, or in shards of an index; got "
            + shards + " of " + listing);
      }
    }

    /** A counter whose edges sit in one partition of {@code listing} (which may be null). */
    public Counter(String node, String nodePrefix, String attribute, End end, ListingSpec listing) {
      this(node, nodePrefix, attribute, end, listing, 1);
    }

    /** A counter of the edges at the target end of a sharded inverted index, all of its shards counted. */
    public Counter(String node, String nodePrefix, String attribute, ShardedListingSpec listing) {
      this(node, nodePrefix, attribute, End.TARGET, listing.listing(), listing.shards());
    }
  }

  private final String sourcePrefix;
  private final SortId sourceId;
  private final String targetPrefix;
  private final SortId targetId;
  private final List<Counter> counters;

  private EdgeCounting(String sourcePrefix, SortId sourceId, String targetPrefix, SortId targetId,
      List<Counter> counters) {
    this.sourcePrefix = sourcePrefix;
    this.sourceId = Objects.requireNonNull(sourceId, "sourceId");
    this.targetPrefix = targetPrefix;
    this.targetId = Objects.requireNonNull(targetId, "targetId");
    this.counters = List.copyOf(counters);
  }

  /**
   * The counters of the edge whose keys have these prefixes and whose ends have ids of these types
   * (which are the types of the nodes' ids).
   */
  public static EdgeCounting of(String sourcePrefix, SortId sourceId, String targetPrefix, SortId targetId,
      Counter... counters) {
    return new EdgeCounting(sourcePrefix, sourceId, targetPrefix, targetId, List.of(counters));
  }

  /** The counters, in the order given. */
  public List<Counter> counters() {
    return counters;
  }

  /**
   * The plan that creates the edge {@code item} unless it exists, counting it: one transaction; its
   * result is false if the edge existed.
   */
  public Plan<Boolean> create(TableContext context, Map<String, AttributeValue> item, String method) {
    return new Counted(write(context.tableName(), item, 1, method, null, null), context.batchSettings());
  }

  /** The plan that deletes the edge with {@code key} if it exists, counting it; false if it did not. */
  public Plan<Boolean> delete(TableContext context, Map<String, AttributeValue> key, String method) {
    return new Counted(write(context.tableName(), key, -1, method, null, null), context.batchSettings());
  }

  /**
   * As {@link #delete(TableContext, Map, String)}, only if the edge meets {@code condition}: the
   * edge's Delete action carries it (ANDed to its existence, asking for the item on failure), so an
   * edge that fails it is a {@link dev.singletable.runtime.ConditionFailedException} naming the
   * failed parts, and nothing, counters included, changes.
   *
   * @param entity the edge record's simple name, for that exception
   */
  public Plan<Boolean> delete(TableContext context, Map<String, AttributeValue> key, String method, Expr condition,
      String entity) {
    return new Counted(write(context.tableName(), key, -1, method, condition, entity), context.batchSettings());
  }

  /**
   * The refusal of a write that would change the edge without its counters.
   *
   * @param method the call, as messages start ({@code FollowRepository.putAll})
   * @param operation the write, as the message names it ({@code putAll})
   */
  public InvalidRequestException uncounted(String method, String operation, String entity, String fix) {
    List<String> names = new ArrayList<>();
    for (Counter counter : counters) {
      names.add(counter.node() + "." + counter.attribute());
    }
    return new InvalidRequestException(method + ": " + entity + " edges are counted by " + String.join(", ", names)
        + ", which must change in the same transaction as the edge, and " + operation + " cannot do that. " + fix);
  }

  /** The node key of {@code counter} for the edge with {@code key} (an edge item or its key). */
  Map<String, AttributeValue> nodeKey(Counter counter, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> nodeKey = new HashMap<>(4);
    nodeKey.put(Layout.PK, AttributeValue.fromS(counter.nodePrefix() + Layout.DELIMITER + encodedId(counter, key)));
    nodeKey.put(Layout.SK, AttributeValue.fromS(Layout.nodeSortKey(counter.node())));
    return nodeKey;
  }

  /**
   * The node of {@code counter} for the edge with {@code key}, named by its id as the caller wrote it
   * ({@code 99}, read back from the stored {@code 0000000000000000099} by the end's id type) and by its
   * item's key.
   */
  MissingNodeException.Node node(Counter counter, Map<String, AttributeValue> key) {
    return node(counter, key, nodeKey(counter, key));
  }

  private MissingNodeException.Node node(Counter counter, Map<String, AttributeValue> key,
      Map<String, AttributeValue> nodeKey) {
    SortId idType = counter.end() == End.SOURCE ? sourceId : targetId;
    return new MissingNodeException.Node(counter.node(), idType.text(encodedId(counter, key)),
        nodeKey.get(Layout.PK).s(), nodeKey.get(Layout.SK).s());
  }

  private String encodedId(Counter counter, Map<String, AttributeValue> key) {
    boolean source = counter.end() == End.SOURCE;
    String edgeKey = key.get(source ? Layout.PK : Layout.SK).s();
    return edgeKey.substring((source ? sourcePrefix : targetPrefix).length() + 1);
  }

  /** The transaction that writes ({@code delta} 1) or deletes (-1) the edge; for tests. */
  WriteTransaction transaction(String table, Map<String, AttributeValue> itemOrKey, long delta) {
    return write(table, itemOrKey, delta, "T.write", null, null).transaction;
  }

  /** The transaction that deletes the edge with {@code key} if it meets {@code condition}; for tests. */
  WriteTransaction transaction(String table, Map<String, AttributeValue> key, Expr condition) {
    return write(table, key, -1, "T.write", condition, "T").transaction;
  }

  /**
   * One action of a counted write in a composed transaction: the edge's own, or a counter update.
   *
   * @param item the action
   * @param meaning what its failed condition means
   * @param nodeOrNull the node a counter update changes; null for the edge's action
   */
  public record CountedAction(TransactWriteItem item, FailedCondition meaning, MissingNodeException.Node nodeOrNull) {}

  /**
   * The actions of a create ({@code create}) or delete of the edge {@code itemOrKey} in a composed
   * transaction: the edge's first (a create if absent, a delete if present, each asking for the item
   * on a failed condition; a delete with {@code conditionOrNull} ANDed), then one counter update per
   * counted node item, those of one item (a self-edge) merged into one action.
   */
  public List<CountedAction> actions(String table, Map<String, AttributeValue> itemOrKey, boolean create,
      Expr conditionOrNull) {
    List<MissingNodeException.Node> nodes = new ArrayList<>();
    List<CounterUpdate> updates = counterUpdates(table, itemOrKey, create ? 1 : -1, nodes);
    List<CountedAction> actions = new ArrayList<>(updates.size() + 1);
    if (create) {
      actions.add(new CountedAction(TransactionActions.create(table, itemOrKey), FailedCondition.ALREADY_EXISTS, null));
    } else {
      Delete delete = Delete.builder().tableName(table).key(itemOrKey).conditionExpression(EXISTS)
          .expressionAttributeNames(PK_NAME)
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build();
      actions.add(conditionOrNull == null ? new CountedAction(TransactWriteItem.builder().delete(delete).build(),
              FailedCondition.NOT_FOUND, null)
          : new CountedAction(TransactWriteItem.builder().delete(ConditionRender.delete(delete, conditionOrNull))
              .build(), FailedCondition.CONDITION, null));
    }
    for (int i = 0; i < updates.size(); i++) {
      actions.add(new CountedAction(updates.get(i).action(), FailedCondition.MISSING_NODE, nodes.get(i)));
    }
    return actions;
  }

  /** The transaction for an edge write of {@code delta}, and the node of each of its positions. */
  private Write write(String table, Map<String, AttributeValue> itemOrKey, long delta, String method,
      Expr conditionOrNull, String entity) {
    List<MissingNodeException.Node> nodes = new ArrayList<>();
    List<CounterUpdate> updates = counterUpdates(table, itemOrKey, delta, nodes);
    WriteTransaction.Builder builder = WriteTransaction.builder(method);
    if (delta > 0) {
      builder.add(Operations.createAction(table, itemOrKey), FailedCondition.ALREADY_EXISTS, "the edge");
    } else {
      Delete delete = Delete.builder().tableName(table).key(itemOrKey).conditionExpression(EXISTS)
          .expressionAttributeNames(PK_NAME).build();
      if (conditionOrNull == null) {
        builder.add(TransactWriteItem.builder().delete(delete).build(), FailedCondition.NOT_FOUND, "the edge");
      } else {
        builder.add(TransactWriteItem.builder().delete(ConditionRender.delete(delete, conditionOrNull)).build(),
            FailedCondition.CONDITION, "the edge");
      }
    }
    for (int i = 0; i < updates.size(); i++) {
      builder.add(updates.get(i).action(), FailedCondition.MISSING_NODE, nodes.get(i).toString());
    }
    return new Write(builder.build(), nodes, method, delta > 0, itemOrKey, conditionOrNull, entity);
  }

  /** The counter updates of an edge write of {@code delta}, one per node item; adds each one's node to {@code nodes}. */
  private List<CounterUpdate> counterUpdates(String table, Map<String, AttributeValue> itemOrKey, long delta,
      List<MissingNodeException.Node> nodes) {
    List<CounterUpdate> updates = new ArrayList<>();
    for (Counter counter : counters) {
      Map<String, AttributeValue> nodeKey = nodeKey(counter, itemOrKey);
      CounterUpdate update = CounterUpdate.of(table, nodeKey, counter.attribute(), delta, true);
      int same = indexOfItem(updates, update);
      if (same >= 0) {
        updates.set(same, updates.get(same).plus(update));
      } else {
        updates.add(update);
        nodes.add(node(counter, itemOrKey, nodeKey));
      }
    }
    return updates;
  }

  private static int indexOfItem(List<CounterUpdate> updates, CounterUpdate update) {
    for (int i = 0; i < updates.size(); i++) {
      if (updates.get(i).sameItem(update)) {
        return i;
      }
    }
    return -1;
  }

  /** The transaction of a counted write, and its outcome read by {@link Write#read}. */
  private static final class Counted extends Plan<Boolean> {
    private final Write write;
    private final TransactionAttempts attempts;

    Counted(Write write, BatchSettings settings) {
      this.write = write;
      this.attempts = new TransactionAttempts(write.transaction(), Backoff.of(BatchEntries.requireSettings(settings)));
    }

    @Override
    public Step step() {
      return attempts.step();
    }

    @Override
    public void answered(Object response) {
      attempts.answered(response);
    }

    @Override
    public void failed(RuntimeException failure) {
      attempts.failed(failure);
    }

    @Override
    public void waited() {
      attempts.waited();
    }

    @Override
    public RuntimeException interrupted(InterruptedException e) {
      return attempts.interrupted(e);
    }

    @Override
    public Boolean result() {
      return write.read(attempts.result());
    }
  }

  /** A transaction and how to read its outcome: position 0 is the edge, position i > 0 is node i - 1. */
  private record Write(WriteTransaction transaction, List<MissingNodeException.Node> nodes, String method,
      boolean create, Map<String, AttributeValue> key, Expr condition, String entity) {
    /**
     * True if committed; false if the edge's own condition failed (it existed for a create, was missing
     * for a delete), whatever the nodes; an edge that fails the caller's condition thrown as such;
     * else the missing nodes, thrown.
     */
    boolean read(TransactionOutcome outcome) {
      if (outcome.committed()) {
        return true;
      }
      List<MissingNodeException.Node> missing = new ArrayList<>();
      for (TransactionOutcome.ConditionFailure failure : outcome.failures()) {
        if (failure.meaning() == FailedCondition.CONDITION) {
          if (failure.item().isEmpty()) {
            return false;
          }
          throw ConditionalOperations.notMet("delete", entity, key, condition, failure.item());
        }
        if (failure.meaning() != FailedCondition.MISSING_NODE) {
          return false;
        }
        missing.add(nodes.get(failure.position() - 1));
      }
      throw new MissingNodeException(method + ": the " + (missing.size() == 1 ? "node " : "nodes ")
          + String.join(", ", missing.stream().map(Object::toString).toList()) + " whose counters count this edge "
          + (missing.size() == 1 ? "does" : "do") + " not exist, so the edge was not "
          + (create ? "created" : "deleted") + " and no counter changed. Create the node first (a counted edge"
          + " never creates a node item), then retry.", missing);
    }
  }
}
