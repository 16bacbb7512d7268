package dev.singletable.runtime.internal.request;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Operation;
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
 * the response, and sends nothing (the executors send it). Every read here is a GetItem (a listing's
 * Queries are made by its spec). Invalid options are refused when the operation is built; errors from
 * DynamoDB reach the caller as the SDK's exceptions.
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
