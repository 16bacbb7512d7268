package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.cursor.CursorSeal;
import dev.singletable.runtime.internal.exec.AsyncExecutor;
import dev.singletable.runtime.internal.exec.SyncExecutor;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
import dev.singletable.runtime.internal.query.CollectionItems;
import dev.singletable.runtime.internal.query.CountQuery;
import dev.singletable.runtime.internal.query.CollectionSpec;
import dev.singletable.runtime.internal.query.ListingSpec;
import dev.singletable.runtime.internal.query.MappedPage;
import dev.singletable.runtime.internal.query.PageQuery;
import dev.singletable.runtime.internal.query.ShardedListingSpec;
import dev.singletable.runtime.internal.query.ShardedPageQuery;
import dev.singletable.runtime.internal.query.SortRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The operations generated repositories run, as values: each builds its request and says how to read
 * the response, and sends nothing (see {@link SyncExecutor}, {@link AsyncExecutor}). Every read is a
 * GetItem or a Query, never a Scan. Invalid options are refused when the operation is built; errors
 * from DynamoDB reach the caller as the SDK's exceptions.
 */
public final class Operations {
  private static final String ABSENT = "attribute_not_exists(#pk)";
  private static final Map<String, String> PK_NAME = Map.of("#pk", Layout.PK);

  private Operations() {}

  /** Writes the item unless one with its key exists; the result says whether it was written. */
  public static Operation<PutItemRequest, PutItemResponse, Boolean> create(
      String table, Map<String, AttributeValue> item) {
    PutItemRequest request = PutItemRequest.builder().tableName(table).item(item)
        .conditionExpression(ABSENT).expressionAttributeNames(PK_NAME).build();
    return Operation.of(request, Call.PUT_ITEM, new Constant<PutItemResponse, Boolean>(true))
        .answering(ConditionalCheckFailedException.class, false);
  }

  /** The write of {@link #create} as a transaction action, with the same condition. */
  public static TransactWriteItem createAction(String table, Map<String, AttributeValue> item) {
    return TransactWriteItem.builder().put(Put.builder().tableName(table).item(item)
        .conditionExpression(ABSENT).expressionAttributeNames(PK_NAME).build()).build();
  }

  /** Writes the item, replacing any with its key. */
  public static Operation<PutItemRequest, PutItemResponse, Void> put(
      String table, Map<String, AttributeValue> item) {
    return Operation.of(PutItemRequest.builder().tableName(table).item(item).build(), Call.PUT_ITEM,
        new Constant<PutItemResponse, Void>(null));
  }

  /** The item with this key, mapped, or empty. */
  public static <T> Operation<GetItemRequest, GetItemResponse, Optional<T>> get(
      String table, Map<String, AttributeValue> key, ReadConsistency consistency, ItemMapper<T> mapper) {
    return Operation.of(getRequest(table, key, consistency).build(), Call.GET_ITEM,
        new Found<>(mapper));
  }

  /** Whether an item with this key exists; reads only the partition key. */
  public static Operation<GetItemRequest, GetItemResponse, Boolean> exists(
      String table, Map<String, AttributeValue> key, ReadConsistency consistency) {
    GetItemRequest request = getRequest(table, key, consistency)
        .projectionExpression("#pk").expressionAttributeNames(PK_NAME).build();
    return Operation.of(request, Call.GET_ITEM, new Exists());
  }

  /** Deletes the item with this key; the result says whether it existed. */
  public static Operation<DeleteItemRequest, DeleteItemResponse, Boolean> delete(
      String table, Map<String, AttributeValue> key) {
    DeleteItemRequest request = DeleteItemRequest.builder().tableName(table).key(key)
        .returnValues(ReturnValue.ALL_OLD).build();
    return Operation.of(request, Call.DELETE_ITEM, new Existed());
  }

  /**
   * One page of a partition, in sort key order. Pages are full unless last, and only a page that is
   * followed by another has a cursor.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read of a global index, or a
   *     starting point that is no id of the listing's sort id type or that no key can hold
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  public static <T> PageQuery<Page<T>> list(String table, ListingSpec listing, String partitionValue,
      ListOptions options, ItemMapper<T> mapper) {
    return new PageQuery<>(table, listing, partitionValue, options, new MappedPage<>(mapper), CursorSeal.NONE);
  }

  /**
   * As {@link #list(String, ListingSpec, String, ListOptions, ItemMapper)} on the context's table, with
   * cursors signed and checked with the context's cursor keys.
   */
  public static <T> PageQuery<Page<T>> list(TableContext context, ListingSpec listing, String partitionValue,
      ListOptions options, ItemMapper<T> mapper) {
    return new PageQuery<>(context.tableName(), listing, partitionValue, options, new MappedPage<>(mapper),
        context.cursorSeal());
  }

  /**
   * As {@link #list(TableContext, ListingSpec, String, ListOptions, ItemMapper)}, narrowed to {@code
   * range} of the listing's sort component (null: the whole listing).
   *
   * @throws dev.singletable.runtime.InvalidRequestException as that method says, and for a starting
   *     point given with a range
   */
  public static <T> PageQuery<Page<T>> list(TableContext context, ListingSpec listing, String partitionValue,
      SortRange range, ListOptions options, ItemMapper<T> mapper) {
    return new PageQuery<>(context.tableName(), listing, partitionValue, range, options, new MappedPage<>(mapper),
        context.cursorSeal());
  }

  /** As {@link #count(String, ListingSpec, String, ListOptions)}, narrowed to {@code range} (null: all). */
  public static CountQuery count(String table, ListingSpec listing, String partitionValue, SortRange range,
      ListOptions options) {
    return new CountQuery(table, listing, partitionValue, range, options);
  }

  /**
   * One page of an item collection: every item of the partition, in sort key order, sorted by type
   * (see {@link CollectionSpec}). Pages are full unless last, and only a page that another follows has
   * a cursor, signed and checked with the context's cursor keys.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a starting point
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing
   */
  public static PageQuery<CollectionItems> collection(TableContext context, CollectionSpec collection,
      String partitionValue, ListOptions options) {
    return new PageQuery<>(context.tableName(), collection.listing(), partitionValue, options, collection,
        context.cursorSeal());
  }

  /**
   * One page of a sharded listing of the context's table: every shard of the partition queried and
   * merged in sort key order, pages full unless last, cursors signed with the context's keys.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a consistent read (an index), or a
   *     starting point that is no id of the listing's sort id type or that no key can hold
   * @throws dev.singletable.runtime.InvalidCursorException for a cursor of another listing or shard count
   */
  public static <T> ShardedPageQuery<T> list(TableContext context, ShardedListingSpec listing, String partitionValue,
      ListOptions options, ItemMapper<T> mapper) {
    return list(context, listing, partitionValue, null, options, mapper);
  }

  /** As {@link #list(TableContext, ShardedListingSpec, String, ListOptions, ItemMapper)}, within {@code rangeOrNull}. */
  public static <T> ShardedPageQuery<T> list(TableContext context, ShardedListingSpec listing, String partitionValue,
      SortRange rangeOrNull, ListOptions options, ItemMapper<T> mapper) {
    return new ShardedPageQuery<>(context.tableName(), listing, partitionValue, rangeOrNull, options, mapper,
        context.cursorSeal());
  }

  /**
   * The number of items of a partition's listing, from the options' starting point on (the order
   * says on which side); the page size is ignored. Reads every counted item: use a counter where one
   * is kept.
   *
   * @throws dev.singletable.runtime.InvalidRequestException for a cursor, or a consistent read of an
   *     index, or a starting point that is no id of the listing's sort id type or that no key can hold
   */
  public static CountQuery count(String table, ListingSpec listing, String partitionValue, ListOptions options) {
    return new CountQuery(table, listing, partitionValue, options);
  }

  /**
   * One count per shard of a sharded listing, shard 0 first, each as {@link #count(String, ListingSpec,
   * String, ListOptions)} in the shard's partition ({@code partitionValue}, the unsharded key, and
   * {@code #k}); their sum is the listing's count.
   *
   * @throws dev.singletable.runtime.InvalidRequestException as that method's does
   */
  public static List<CountQuery> count(String table, ShardedListingSpec listing, String partitionValue,
      ListOptions options) {
    return count(table, listing, partitionValue, null, options);
  }

  /** As {@link #count(String, ShardedListingSpec, String, ListOptions)}, within {@code rangeOrNull}. */
  public static List<CountQuery> count(String table, ShardedListingSpec listing, String partitionValue,
      SortRange rangeOrNull, ListOptions options) {
    List<CountQuery> shards = new ArrayList<>(listing.shards());
    for (int shard = 0; shard < listing.shards(); shard++) {
      shards.add(new CountQuery(table, listing.listing(), Shards.partition(partitionValue, shard), rangeOrNull,
          options));
    }
    return shards;
  }

  /** A GetItem that states ConsistentRead only when it is not DynamoDB's default (eventual). */
  private static GetItemRequest.Builder getRequest(String table, Map<String, AttributeValue> key,
      ReadConsistency consistency) {
    GetItemRequest.Builder request = GetItemRequest.builder().tableName(table).key(key);
    return consistency == ReadConsistency.STRONG ? request.consistentRead(true) : request;
  }

  private static boolean hasItem(GetItemResponse response) {
    return response.hasItem() && !response.item().isEmpty();
  }

  // The readers are small classes rather than lambdas: a lambda is a class that the JVM spins at
  // run time, which the cold-start benchmark counts against generated code.

  /** Reads any response as the same result. */
  private static final class Constant<S, R> implements Function<S, R> {
    private final R result;

    Constant(R result) {
      this.result = result;
    }

    @Override
    public R apply(S response) {
      return result;
    }
  }

  /** Reads a GetItem response as the mapped item, or empty. */
  private static final class Found<T> implements Function<GetItemResponse, Optional<T>> {
    private final ItemMapper<T> mapper;

    Found(ItemMapper<T> mapper) {
      this.mapper = mapper;
    }

    @Override
    public Optional<T> apply(GetItemResponse response) {
      return hasItem(response) ? Optional.of(mapper.fromItem(response.item())) : Optional.empty();
    }
  }

  /** Reads a GetItem response as whether the item exists. */
  private static final class Exists implements Function<GetItemResponse, Boolean> {
    @Override
    public Boolean apply(GetItemResponse response) {
      return hasItem(response);
    }
  }

  /** Reads a DeleteItem response (ALL_OLD) as whether the item existed. */
  private static final class Existed implements Function<DeleteItemResponse, Boolean> {
    @Override
    public Boolean apply(DeleteItemResponse response) {
      return response.hasAttributes() && !response.attributes().isEmpty();
    }
  }
}
