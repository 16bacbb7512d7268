package dev.singletable.runtime.internal.tx;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.TransactionAction;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionCancelledException.Outcome;
import dev.singletable.runtime.TransactionCancelledException.Reason;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.VersionConflictException;
import dev.singletable.runtime.WriteNotAppliedException;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.expr.ConditionJudge;
import dev.singletable.runtime.internal.expr.Expr;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.request.UpdateOperations;
import dev.singletable.runtime.internal.request.UpdateSpec;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * A write transaction composed by a caller of a generated table ({@code social.transaction()}): the
 * actions of any of its repositories, in order, each with how its failed condition is read, and the
 * actions the library adds (a counted edge's counter updates, right after the edge's action). Checked
 * before any request ({@link #plan}): 1 to 100 actions, added ones counted; no two on one item, added
 * ones included, naming both; at most 4 MB as estimated below; every action's repository of this
 * table. Sent as a {@link WriteTransaction} with its resends ({@link TransactionAttempts}), so a
 * {@code TransactionConflict} is resent with the same token. A cancellation is read per action into a
 * {@link TransactionCancelledException}; a token reused with other actions, into an {@link
 * InvalidRequestException} that says so. Not thread-safe.
 *
 * <p>Typed conditions reach the actions rendered by {@code ConditionRender} (a ConditionCheck, or ANDed
 * to a Put, Update or Delete); each action has its own names and values, so their placeholders never
 * meet another action's. {@link #condition} reads such a condition's failure.
 */
public final class ComposedWrite {
  /** DynamoDB's limit on the size of one TransactWriteItems: 4 MB. */
  public static final long MAX_BYTES = 4L * 1024 * 1024;
  private static final int MAX_TOKEN = 36;

  /** How one action's failed condition is read from the item it was judged on (empty: none stored). */
  public interface Reading {
    /** The reason, and a detail for the message (null for none). */
    Why read(Map<String, AttributeValue> item);
  }

  /**
   * What a failed condition meant.
   *
   * @param reason the reason
   * @param detailOrNull more words for the message, e.g. {@code it holds version 4}; null for none
   * @param failedAttributes for {@link Reason#CONDITION_FAILED}, the attributes whose condition did not
   *     hold (all of the condition's when not known); else empty
   * @param failedAttributesKnown whether {@code failedAttributes} were told from the item
   */
  public record Why(Reason reason, String detailOrNull, List<String> failedAttributes, boolean failedAttributesKnown) {
    public Why {
      failedAttributes = List.copyOf(failedAttributes);
    }

    /** A reason that names no attribute. */
    public Why(Reason reason, String detailOrNull) {
      this(reason, detailOrNull, List.of(), true);
    }

    /**
     * {@link Reason#CONDITION_FAILED} on {@code failed}: {@code failed on a, b}, or, when which failed is
     * not known, {@code on a, b, which of them failed is not known}.
     */
    static Why conditionFailed(List<String> failed, boolean known) {
      return new Why(Reason.CONDITION_FAILED, known ? "failed on " + String.join(", ", failed)
          : "on " + String.join(", ", failed) + ", which of them failed is not known", failed, known);
    }
  }

  private record Entry(TransactWriteItem item, FailedCondition meaning, TransactionAction action, Reading reading,
      ItemMapper<?> mapper) {}

  private final TableContext context;
  private final String method;
  private final List<Entry> entries = new ArrayList<>();
  private String token;

  /** @param method the table's method, for messages ({@code SocialTable.transaction}) */
  public ComposedWrite(TableContext context, String method) {
    this.context = context;
    this.method = method;
  }

  /** The table's context. */
  public TableContext context() {
    return context;
  }

  /**
   * Refuses an action of a repository built over another context than this table's: another table,
   * or the same name on a repository built on its own.
   */
  public void requireTable(TableContext repository, String operation, String entity, String owner) {
    if (repository != context) {
      throw new InvalidRequestException(method + "." + operation + ": action " + entries.size() + " (" + operation
          + " " + entity + ") is of a " + owner + " of table " + repository.tableName() + " built on its own"
          + (repository.tableName().equals(context.tableName()) ? "" : ", another table than " + context.tableName())
          + ". A transaction takes the actions of its own table's repositories: pass the repository its table"
          + " class returns (as social.follows()), or compose the transaction on that repository's table.");
    }
  }

  /**
   * Adds an action of the caller: {@code operation} ({@code create}, {@code put}, ...) of the item of
   * {@code entity} that {@code item} writes or keys.
   *
   * @param readingOrNull how its failed condition is read; null if it has no condition
   * @param mapper reads the item a failed condition returns, for the outcome
   */
  public void add(TableContext repository, String operation, String entity, TransactWriteItem item,
      FailedCondition meaning, Reading readingOrNull, ItemMapper<?> mapper) {
    requireTable(repository, operation, entity, entity + " repository");
    addEntry(operation, entity, item, meaning, readingOrNull, mapper, -1);
  }

  /**
   * Adds a counted edge's create or delete ({@code create} false) and, after it, its counter updates
   * ({@link EdgeCounting#actions}), so that its counters change with it as its own create changes them.
   */
  public void addCounted(TableContext repository, EdgeCounting counting, String entity,
      Map<String, AttributeValue> itemOrKey, boolean create, ItemMapper<?> mapper) {
    addCounted(repository, counting, entity, itemOrKey, create, null, mapper);
  }

  /** As the other {@code addCounted}; a delete's with {@code conditionOrNull} ANDed to the edge's Delete. */
  public void addCounted(TableContext repository, EdgeCounting counting, String entity,
      Map<String, AttributeValue> itemOrKey, boolean create, Expr conditionOrNull, ItemMapper<?> mapper) {
    String operation = create ? "create" : "delete";
    requireTable(repository, operation, entity, entity + " repository");
    int edge = entries.size();
    Reading own = always(create ? Reason.ALREADY_EXISTS : Reason.NOT_FOUND);
    for (EdgeCounting.CountedAction counted : counting.actions(context.tableName(), itemOrKey, create,
        conditionOrNull)) {
      if (counted.nodeOrNull() == null) {
        addEntry(operation, entity, counted.item(), counted.meaning(),
            conditionOrNull == null ? own : condition(conditionOrNull, own, null, 0), mapper, -1);
      } else {
        addEntry("count", counted.nodeOrNull().type(), counted.item(), counted.meaning(),
            always(Reason.MISSING_NODE), null, edge);
      }
    }
  }

  /** Sends {@code token} as every attempt's ClientRequestToken instead of a generated one. */
  public void token(String token) {
    if (token == null || token.isEmpty() || token.length() > MAX_TOKEN) {
      throw new InvalidRequestException(method + ".token: the token is "
          + (token == null ? "null" : token.length() + " characters long") + ", but DynamoDB takes a"
          + " ClientRequestToken of 1 to " + MAX_TOKEN + " characters. Pass a shorter one (a UUID is 36),"
          + " or none, and one is generated.");
    }
    this.token = token;
  }

  /** The number of actions so far, added ones included. */
  public int size() {
    return entries.size();
  }

  /**
   * The transaction as a plan: committed, or thrown as what its cancellation means.
   *
   * @throws InvalidRequestException for no actions or over 100, two on one item, or over 4 MB
   */
  public Plan<TransactionResult> plan(BatchSettings settings) {
    BatchEntries.requireSettings(settings, method + ".commit");
    WriteTransaction transaction = build();
    return new Attempts(transaction, Backoff.of(settings));
  }

  /** The checked transaction. */
  WriteTransaction build() {
    checkCount();
    checkItems();
    checkSize();
    WriteTransaction.Builder builder = WriteTransaction.builder(method).token(token);
    for (Entry entry : entries) {
      if (entry.reading() != null) {
        builder.add(entry.item(), entry.meaning(), entry.action().toString());
      } else {
        builder.add(entry.item(), entry.action().toString());
      }
    }
    return builder.build();
  }

  private void addEntry(String operation, String entity, TransactWriteItem item, FailedCondition meaning,
      Reading readingOrNull, ItemMapper<?> mapper, int addedFor) {
    TransactionChecks.ItemId id = TransactionChecks.id(item);
    TransactionAction action = new TransactionAction(entries.size(), operation, entity, id.pk().s(), id.sk().s(),
        addedFor);
    entries.add(new Entry(item, meaning, action, readingOrNull, mapper));
  }

  private void checkCount() {
    if (entries.isEmpty()) {
      throw new InvalidRequestException(method + ".commit: the transaction has no actions, but DynamoDB takes 1 to "
          + TransactionChecks.MAX_ACTIONS + ". Add an action, or send nothing.");
    }
    if (entries.size() > TransactionChecks.MAX_ACTIONS) {
      long added = entries.stream().filter(entry -> entry.action().added()).count();
      throw new InvalidRequestException(method + ".commit: the transaction has " + entries.size() + " actions ("
          + (entries.size() - added) + " of yours and " + added + " counter updates of counted edges), but DynamoDB"
          + " takes at most " + TransactionChecks.MAX_ACTIONS + "; " + entries.get(TransactionChecks.MAX_ACTIONS)
          .action() + " is the first over the limit. Split the actions into transactions of at most "
          + TransactionChecks.MAX_ACTIONS + ", each counted edge with its counter updates.");
    }
  }

  private void checkItems() {
    Map<TransactionChecks.ItemId, Entry> seen = new HashMap<>();
    for (Entry entry : entries) {
      Entry earlier = seen.putIfAbsent(TransactionChecks.id(entry.item()), entry);
      if (earlier != null) {
        throw new InvalidRequestException(method + ".commit: " + earlier.action() + " and " + entry.action()
            + " act on one item, but DynamoDB refuses two actions on one item in a transaction"
            + (earlier.action().added() || entry.action().added()
                ? " (a counted edge's create or delete updates the counting nodes' items too)" : "")
            + ". Keep one of them, or send them in two transactions.");
      }
    }
  }

  /**
   * Refuses a request over 4 MB, estimated as item sizes are ({@link Items#size}): each action's item
   * or key, its expressions, placeholder names and values, and its table name.
   */
  private void checkSize() {
    long total = 0;
    int largest = 0;
    long largestSize = -1;
    for (int i = 0; i < entries.size(); i++) {
      long size = size(entries.get(i).item());
      total += size;
      if (size > largestSize) {
        largest = i;
        largestSize = size;
      }
    }
    if (total > MAX_BYTES) {
      throw new InvalidRequestException(method + ".commit: the transaction's request is about " + total
          + " bytes, over DynamoDB's limit of " + MAX_BYTES + " bytes (4 MB); the largest is "
          + entries.get(largest).action() + ", about " + largestSize + " bytes. Split the actions into smaller"
          + " transactions.");
    }
  }

  /** One action's estimated size in the request. */
  static long size(TransactWriteItem item) {
    if (item.put() != null) {
      Put put = item.put();
      return Items.size(put.item()) + size(put.tableName(), put.conditionExpression(), null,
          put.expressionAttributeNames(), put.expressionAttributeValues());
    }
    if (item.update() != null) {
      Update update = item.update();
      return Items.size(update.key()) + size(update.tableName(), update.conditionExpression(),
          update.updateExpression(), update.expressionAttributeNames(), update.expressionAttributeValues());
    }
    if (item.delete() != null) {
      Delete delete = item.delete();
      return Items.size(delete.key()) + size(delete.tableName(), delete.conditionExpression(), null,
          delete.expressionAttributeNames(), delete.expressionAttributeValues());
    }
    var check = item.conditionCheck();
    return Items.size(check.key()) + size(check.tableName(), check.conditionExpression(), null,
        check.expressionAttributeNames(), check.expressionAttributeValues());
  }

  private static long size(String table, String condition, String update, Map<String, String> names,
      Map<String, AttributeValue> values) {
    long size = bytes(table) + bytes(condition) + bytes(update) + Items.size(values);
    for (Map.Entry<String, String> name : names.entrySet()) {
      size += bytes(name.getKey()) + bytes(name.getValue());
    }
    return size;
  }

  private static long bytes(String text) {
    return text == null ? 0 : text.getBytes(StandardCharsets.UTF_8).length;
  }

  // Readings of the failed conditions the library's own actions have.

  /** Always {@code reason}. */
  public static Reading always(Reason reason) {
    return new Always(reason);
  }

  /**
   * A versioned node's condition on {@code version}: another version stored is {@link
   * Reason#VERSION_CONFLICT}; no item is {@code ifMissing}.
   */
  public static Reading version(String versionAttribute, long version, Reason ifMissing) {
    return new AtVersion(versionAttribute, version, ifMissing);
  }

  /** A typed update's conditions, read as the repository's update reads them ({@link UpdateOperations#notApplied}). */
  public static Reading update(String entity, Map<String, AttributeValue> key, UpdateSpec spec, Object id,
      String versionAttributeOrNull, long version) {
    return new Updated(entity, key, spec, id, versionAttributeOrNull, version, null);
  }

  /**
   * A typed condition's check ({@code Transaction.check}): {@link Reason#CONDITION_FAILED}, saying
   * which parts failed on the stored item as {@link ConditionJudge} tells it (or that it cannot tell).
   */
  public static Reading condition(Expr condition) {
    return new Judged(condition, null, null, 0);
  }

  /**
   * A write whose own condition ({@code own}: the item exists, a version, an update's {@code ifXEquals})
   * has a typed condition ANDed: a versioned node stored at another version, or no item stored, reads
   * as {@code own} reads it; else the typed condition's failed parts, when {@link ConditionJudge} finds
   * it false, or that it failed and which part is not known. An update's own conditions are judged with
   * the typed one, as the repository's update judges them ({@link UpdateOperations#notApplied}); the
   * other actions' own conditions are the item's existence and version, which the stored item met.
   *
   * @param versionAttributeOrNull a versioned node's version attribute, or null
   */
  public static Reading condition(Expr condition, Reading own, String versionAttributeOrNull, long version) {
    if (own instanceof Updated update) {
      return new Updated(update.entity(), update.key(), update.spec(), update.id(), update.versionAttribute(),
          update.version(), condition);
    }
    return new Judged(condition, own, versionAttributeOrNull, version);
  }

  private record Judged(Expr condition, Reading ownOrNull, String versionAttribute, long version) implements Reading {
    @Override
    public Why read(Map<String, AttributeValue> item) {
      if (ownOrNull != null && (item.isEmpty() || versionAttribute != null && !atVersion(item))) {
        return ownOrNull.read(item);
      }
      ConditionJudge.Explanation why = ConditionJudge.explain(condition, item);
      if (item.isEmpty()) {
        return new Why(Reason.CONDITION_FAILED, "no item is stored", why.failed(), why.known());
      }
      // The item exists (at the version), so the typed condition failed; with one attribute, on that one.
      return Why.conditionFailed(why.failed(), why.known() || why.attributes().size() == 1);
    }

    private boolean atVersion(Map<String, AttributeValue> item) {
      AttributeValue stored = item.get(versionAttribute);
      return stored != null && stored.n() != null && new BigDecimal(stored.n()).compareTo(BigDecimal.valueOf(version)) == 0;
    }
  }

  private record Always(Reason reason) implements Reading {
    @Override
    public Why read(Map<String, AttributeValue> item) {
      return new Why(reason, null);
    }
  }

  private record AtVersion(String attribute, long version, Reason ifMissing) implements Reading {
    @Override
    public Why read(Map<String, AttributeValue> item) {
      if (item.isEmpty()) {
        return new Why(ifMissing, "expected version " + version + ", and no item is stored");
      }
      AttributeValue stored = item.get(attribute);
      return new Why(Reason.VERSION_CONFLICT, "expected version " + version + ", but "
          + (stored == null || stored.n() == null ? "the item holds none" : "it holds version "
              + new BigDecimal(stored.n()).toPlainString()));
    }
  }

  private record Updated(String entity, Map<String, AttributeValue> key, UpdateSpec spec, Object id,
      String versionAttribute, long version, Expr conditionOrNull) implements Reading {
    @Override
    public Why read(Map<String, AttributeValue> item) {
      WriteNotAppliedException why = UpdateOperations.notApplied(entity, key, spec, item, id, versionAttribute,
          version, conditionOrNull);
      if (why instanceof VersionConflictException) {
        return new Why(Reason.VERSION_CONFLICT, "expected version " + version);
      }
      if (why instanceof ConditionFailedException failed) {
        return Why.conditionFailed(failed.failedAttributes(), failed.failedAttributesKnown());
      }
      return new Why(Reason.NOT_FOUND, null);
    }
  }

  /** The attempts of one transaction, and its outcome read per action. */
  private final class Attempts extends Plan<TransactionResult> {
    private final WriteTransaction transaction;
    private final TransactionAttempts attempts;

    Attempts(WriteTransaction transaction, Backoff backoff) {
      this.transaction = transaction;
      this.attempts = new TransactionAttempts(transaction, backoff);
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
      if (failure instanceof IdempotentParameterMismatchException mismatch) {
        throw new InvalidRequestException(method + ".commit: DynamoDB refused ClientRequestToken "
            + transaction.clientRequestToken() + " (IdempotentParameterMismatch): a transaction with other actions"
            + " used it in the last 10 minutes, so DynamoDB will not apply this one under it; nothing of this one was"
            + " written. A token names one set of actions: give these actions a new token (or none, and one is"
            + " generated), and resend the earlier actions, if that is what you meant, with the same token.",
            mismatch);
      }
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
    public TransactionResult result() {
      TransactionOutcome outcome = attempts.result();
      List<TransactionAction> actions = new ArrayList<>(entries.size());
      entries.forEach(entry -> actions.add(entry.action()));
      if (outcome.committed()) {
        return new TransactionResult(transaction.clientRequestToken(), actions);
      }
      throw cancelled(outcome);
    }

    private TransactionCancelledException cancelled(TransactionOutcome outcome) {
      List<Outcome> outcomes = new ArrayList<>(entries.size());
      entries.forEach(entry -> outcomes.add(new Outcome(entry.action(), Reason.NONE, "", null)));
      List<String> failures = new ArrayList<>();
      for (TransactionOutcome.ConditionFailure failure : outcome.failures()) {
        Entry entry = entries.get(failure.position());
        Map<String, AttributeValue> item = failure.item();
        Why why = entry.reading() != null ? entry.reading().read(item)
            : new Why(Reason.CONDITION_FAILED, null, List.of(), false);
        String explanation = explain(entry.action(), why);
        outcomes.set(failure.position(), new Outcome(entry.action(), why.reason(), explanation,
            stored(entry.mapper(), item), why.failedAttributes(), why.failedAttributesKnown()));
        failures.add(entry.action() + ": " + explanation);
      }
      return new TransactionCancelledException(method + ".commit: DynamoDB cancelled the transaction of "
          + BatchEntries.plural(entries.size(), "action") + " and wrote nothing of it: " + String.join("; ", failures)
          + ". The outcomes() say, action by action in request order, why; read the items again and decide"
          + " whether the transaction still applies (token " + transaction.clientRequestToken() + ").",
          transaction.clientRequestToken(), outcomes);
    }
  }

  /** The reason of a failed action in words, naming its item. */
  private static String explain(TransactionAction action, Why why) {
    String item = "the " + action.entity() + " item " + Layout.PK + "=" + action.partitionKey() + " " + Layout.SK
        + "=" + action.sortKey();
    String text = switch (why.reason()) {
      case ALREADY_EXISTS -> item + " already exists (ALREADY_EXISTS)";
      case NOT_FOUND -> item + " is not stored (NOT_FOUND)";
      case MISSING_NODE -> "the " + action.entity() + " node " + Layout.PK + "=" + action.partitionKey() + " "
          + Layout.SK + "=" + action.sortKey() + ", whose counter counts the edge of action " + action.addedFor()
          + ", does not exist (MISSING_NODE); a counted edge never creates a node: create it first";
      case VERSION_CONFLICT -> item + " is at another version (VERSION_CONFLICT)";
      case CONDITION_FAILED -> "a condition on " + item + " did not hold (CONDITION_FAILED)";
      case NONE -> "";
    };
    return why.detailOrNull() == null ? text : text + ": " + why.detailOrNull();
  }

  private static Object stored(ItemMapper<?> mapper, Map<String, AttributeValue> item) {
    if (mapper == null || item.isEmpty()) {
      return null;
    }
    try {
      return mapper.fromItem(item);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }
}
