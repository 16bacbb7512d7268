package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SortOrder;
import dev.singletable.runtime.TableSettings;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Refuses null arguments of generated public methods with the typed error that fits the argument's
 * role, before any request is sent. Messages name the method and the parameter, then the fix:
 * {@code "FollowRepository.create: follow is null. Pass the Follow to write."} Each check returns
 * its argument. Null ids are refused where their key is made, by {@link Keys}.
 */
public final class Arguments {

  private Arguments() {}

  /** A record to write: null is an {@link InvalidItemException} whose attribute is the entity. */
  public static <T> T requireItem(T record, String method, String parameter, String entity) {
    if (record == null) {
      throw new InvalidItemException(entity, isNull(method, parameter) + "Pass the " + entity + " to write.");
    }
    return record;
  }

  /**
   * A record whose ids name the item to read or delete: null is an {@link InvalidKeyException} whose
   * component is the entity.
   */
  public static <T> T requireKey(T record, String method, String parameter, String entity) {
    if (record == null) {
      throw new InvalidKeyException(entity,
          isNull(method, parameter) + "Pass the " + entity + " whose key you mean, or its ids.");
    }
    return record;
  }

  /**
   * An item to map back to a record: null is a {@link MalformedItemException} whose attribute is the
   * entity.
   */
  public static Map<String, AttributeValue> requireStoredItem(
      Map<String, AttributeValue> item, String method, String parameter, String entity) {
    if (item == null) {
      throw new MalformedItemException(entity,
          isNull(method, parameter) + "Pass an item read from the table, such as GetItemResponse.item().");
    }
    return item;
  }

  /** Null is an {@link InvalidRequestException}. */
  public static ReadConsistency requireConsistency(
      ReadConsistency consistency, String method, String parameter) {
    return requireOption(consistency, method, parameter,
        "Pass ReadConsistency.EVENTUAL or ReadConsistency.STRONG, or call the overload without it.");
  }

  /** Null is an {@link InvalidRequestException}. */
  public static ListOptions requireOptions(ListOptions options, String method, String parameter) {
    return requireOption(options, method, parameter,
        "Pass ListOptions.defaults(), or call the overload without options.");
  }

  /** A null bound of a {@code Range} is an {@link InvalidRequestException}. */
  public static <T> T requireBound(T bound, String method, String parameter) {
    return requireOption(bound, method, parameter,
        "Pass a value, or use Range.from, Range.until or Range.all for a range open at that end.");
  }

  /** Null is an {@link InvalidRequestException}. */
  public static TableSettings requireSettings(TableSettings settings, String method, String parameter) {
    return requireOption(settings, method, parameter,
        "Pass TableSettings.defaults(), or call the constructor without settings.");
  }

  /** Null is an {@link InvalidRequestException}. */
  public static SortOrder requireOrder(SortOrder order, String method, String parameter) {
    return requireOption(order, method, parameter, "Pass SortOrder.ASCENDING or SortOrder.DESCENDING.");
  }

  /** Null is an {@link InvalidRequestException}. */
  public static DynamoDbClient requireClient(DynamoDbClient client, String method, String parameter) {
    return requireOption(client, method, parameter, "Pass the DynamoDbClient to send requests with.");
  }

  /** Null is an {@link InvalidRequestException}. */
  public static DynamoDbAsyncClient requireClient(DynamoDbAsyncClient client, String method, String parameter) {
    return requireOption(client, method, parameter, "Pass the DynamoDbAsyncClient to send requests with.");
  }

  /** Null and blank (empty or only white space) are an {@link InvalidRequestException}. */
  public static String requireTableName(String tableName, String method, String parameter) {
    requireOption(tableName, method, parameter, "Pass the physical table name.");
    if (tableName.isBlank()) {
      throw new InvalidRequestException(method + ": " + parameter + " is blank ("
          + Attributes.quote(tableName) + "). Pass the physical table name.");
    }
    return tableName;
  }

  private static <T> T requireOption(T value, String method, String parameter, String fix) {
    if (value == null) {
      throw new InvalidRequestException(isNull(method, parameter) + fix);
    }
    return value;
  }

  private static String isNull(String method, String parameter) {
    return method + ": " + parameter + " is null. ";
  }
}
