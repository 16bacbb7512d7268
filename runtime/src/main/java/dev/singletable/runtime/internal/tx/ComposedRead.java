package dev.singletable.runtime.internal.tx;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.plan.Plan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * A read transaction composed by a caller of a generated table ({@code social.read()}): up to 100
 * gets of the items of its repositories, read by one TransactGetItems as of one moment, each mapped
 * by its own record's mapper, in order. Checked before the request: 1 to 100 gets, never one item
 * twice, every get of a repository of this table. Not thread-safe.
 */
public final class ComposedRead {
  private record Entry(Map<String, AttributeValue> key, ItemMapper<?> mapper, String label) {}

  private final TableContext context;
  private final String method;
  private final List<Entry> entries = new ArrayList<>();

  /** @param method the table's method, for messages ({@code SocialTable.read}) */
  public ComposedRead(TableContext context, String method) {
    this.context = context;
    this.method = method;
  }

  /** The table's context. */
  public TableContext context() {
    return context;
  }

  /** The number of gets so far: the position of the next. */
  public int size() {
    return entries.size();
  }

  /**
   * Adds a get of the item with {@code key} of {@code entity}, mapped by {@code mapper}; returns its
   * position.
   *
   * @throws InvalidRequestException if {@code repository} is not this table's context
   */
  public int add(TableContext repository, String entity, Map<String, AttributeValue> key, ItemMapper<?> mapper) {
    String label = "get " + entries.size() + " (" + entity + " PK=" + key.get("PK").s() + " SK=" + key.get("SK").s()
        + ")";
    if (repository != context) {
      throw new InvalidRequestException(method + ".get: " + label + " is of a repository of table "
          + repository.tableName() + " built on its own. A read transaction takes the gets of its own table's"
          + " repositories: pass the repository its table class returns (as social.users()).");
    }
    entries.add(new Entry(key, mapper, label));
    return entries.size() - 1;
  }

  /**
   * The TransactGetItems, one element per get in order: the item mapped, or empty.
   *
   * @throws InvalidRequestException for no gets or over 100, or one item read twice
   */
  public Operation<TransactGetItemsRequest, TransactGetItemsResponse, List<Optional<Object>>> operation() {
    if (entries.isEmpty() || entries.size() > TransactionChecks.MAX_ACTIONS) {
      throw new InvalidRequestException(method + ".execute: the read has " + entries.size() + " gets, but DynamoDB"
          + " takes 1 to " + TransactionChecks.MAX_ACTIONS + (entries.isEmpty() ? ". Add a get, or read nothing."
              : "; " + entries.get(TransactionChecks.MAX_ACTIONS).label() + " is the first over the limit. Split"
              + " the gets into reads of at most " + TransactionChecks.MAX_ACTIONS + "."));
    }
    Map<Map<String, AttributeValue>, Entry> seen = new HashMap<>();
    List<TransactGetItem> gets = new ArrayList<>(entries.size());
    for (Entry entry : entries) {
      Entry earlier = seen.putIfAbsent(entry.key(), entry);
      if (earlier != null) {
        throw new InvalidRequestException(method + ".execute: " + earlier.label() + " and " + entry.label()
            + " read one item, but DynamoDB refuses two reads of one item in a transaction. Read it once.");
      }
      gets.add(TransactGetItem.builder().get(Get.builder().tableName(context.tableName()).key(entry.key()).build())
          .build());
    }
    return Operation.of(TransactGetItemsRequest.builder().transactItems(gets).build(),
        Call.Transactions.TRANSACT_GET_ITEMS, new Mapped(List.copyOf(entries)));
  }

  /**
   * The read as a plan that sends it again after a {@code TransactionConflict}, as {@code settings}
   * say ({@link ReadAttempts}).
   *
   * @throws InvalidRequestException if {@code settings} is null, or as {@link #operation()} says
   */
  public Plan<List<Optional<Object>>> plan(BatchSettings settings) {
    Backoff backoff = Backoff.of(BatchEntries.requireSettings(settings, method + ".execute"));
    Operation<TransactGetItemsRequest, TransactGetItemsResponse, List<Optional<Object>>> read = operation();
    return new ReadAttempts(read.request(), new Mapped(List.copyOf(entries)), backoff, method + ".execute");
  }

  /** Reads each response by the mapper of its get. */
  private record Mapped(List<Entry> entries) implements Function<TransactGetItemsResponse, List<Optional<Object>>> {
    @Override
    public List<Optional<Object>> apply(TransactGetItemsResponse response) {
      List<ItemResponse> items = response.responses();
      List<Optional<Object>> read = new ArrayList<>(entries.size());
      for (int i = 0; i < entries.size(); i++) {
        ItemResponse item = i < items.size() ? items.get(i) : null;
        read.add(item == null || !item.hasItem() || item.item().isEmpty() ? Optional.empty()
            : Optional.of(entries.get(i).mapper().fromItem(item.item())));
      }
      return read;
    }
  }
}
