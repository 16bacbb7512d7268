package dev.singletable.runtime.internal.batch;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.BatchSettings;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What batches share: naming an entry in errors, identifying a key, cutting calls. */
public final class BatchEntries {

  private BatchEntries() {}

  /** Refuses a null collection of records. */
  static <C> C requireRecords(C records, String method, String parameter, String entity) {
    if (records == null) {
      throw new InvalidRequestException(method + ": " + parameter + " is null. Pass the " + entity
          + " records, or an empty collection.");
    }
    return records;
  }

  /**
   * Makes the key of each id, in iteration order, and hands it with its id to {@code add}: a null
   * collection, a null id ({@code "UserRepository.getAll: ids[3] is null. ..."}) or an id that cannot be
   * a key is refused, naming its position, before any request.
   */
  static <K> void forEachId(Collection<K> ids, Function<? super K, Map<String, AttributeValue>> keyOf,
      String method, String parameter, String entity, BiConsumer<Object, Map<String, AttributeValue>> add) {
    if (ids == null) {
      throw new InvalidRequestException(method + ": " + parameter + " is null. Pass the ids of the " + entity
          + " nodes, or an empty list.");
    }
    int index = 0;
    for (K id : ids) {
      String label = parameter + "[" + index++ + "]";
      if (id == null) {
        throw new InvalidKeyException(entity, method + ": " + label + " is null. Pass the id of the " + entity
            + " you mean.");
      }
      add.accept(id, at(method, label, () -> keyOf.apply(id)));
    }
  }

  /** Refuses null settings. */
  public static BatchSettings requireSettings(BatchSettings settings) {
    if (settings == null) {
      throw new InvalidRequestException("settings is null. Pass BatchSettings.defaults(), or call the overload"
          + " without settings.");
    }
    return settings;
  }

  /** Refuses null settings given to {@code method} ({@code SocialTable.transaction.commit}), naming it. */
  public static BatchSettings requireSettings(BatchSettings settings, String method) {
    if (settings == null) {
      throw new InvalidRequestException(method + ": settings is null. Pass BatchSettings.defaults(), or call the"
          + " overload without settings.");
    }
    return settings;
  }

  /**
   * Runs {@code check}; a refused key or value is refused again with the entry's position in the
   * message ({@code "FollowRepository.putAll: follows[80]: ..."}, a composed transaction's {@code
   * "SocialTable.transaction.put: action 2 (Follow): ..."}), so that a caller sees which one.
   */
  public static <R> R at(String method, String label, Supplier<R> check) {
    try {
      return check.get();
    } catch (InvalidKeyException e) {
      throw new InvalidKeyException(e.component(), method + ": " + label + ": " + e.getMessage());
    } catch (InvalidItemException e) {
      throw new InvalidItemException(e.attribute(), method + ": " + label + ": " + e.getMessage());
    }
  }

  /** The identity of an item's primary key: two writes or reads with equal ids name one item. */
  static List<String> id(Map<String, AttributeValue> itemOrKey) {
    return List.of(itemOrKey.get(Layout.PK).s(), itemOrKey.get(Layout.SK).s());
  }

  public static String plural(int count, String noun) {
    return count + " " + noun + (count == 1 ? "" : "s");
  }
}
