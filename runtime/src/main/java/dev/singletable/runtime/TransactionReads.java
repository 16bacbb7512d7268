package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.batch.BatchEntries;
import dev.singletable.runtime.internal.codec.Arguments;
import dev.singletable.runtime.internal.tx.ComposedRead;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The gets of {@link ReadTransaction} and {@link AsyncReadTransaction}, once: by the ids of a record,
 * or by an {@link ItemKey}. Each is checked when it is added, so a bad one is refused at that call,
 * before any request, with the exception its repository's {@code get} would throw and a message that
 * names the get's position ({@code SocialTable.read.get: get 3 (User): user is null. ...}).
 */
final class TransactionReads {
  private final ComposedRead read;
  private final String method;

  TransactionReads(ComposedRead read, String method) {
    this.read = read;
    this.method = method;
  }

  ComposedRead composed() {
    return read;
  }

  /** The refusal of a null repository given to {@code get}. */
  InvalidRequestException nullRepository() {
    return new InvalidRequestException(method + ".get: get " + read.size() + ": the repository is null. Pass one of"
        + " this table's repositories, as social.users().");
  }

  /** Adds a get of the item with the key of {@code record}; returns its position. */
  <T, M extends ItemMapper<T>> int get(RepositoryWiring<T, M> items, T record) {
    String position = "get " + read.size() + " (" + items.entity() + ")";
    if (record == null) {
      Arguments.requireKey(record, method + ".get: " + position, items.parameter(), items.entity());
    }
    Map<String, AttributeValue> key = BatchEntries.at(method + ".get", position,
        () -> items.mapper().primaryKey(record));
    return read.add(items.context(), items.entity(), key, items.mapper());
  }

  /** Adds a get of the item {@code key} names; returns its position. */
  <T> int get(ItemKey<T> key) {
    if (key == null) {
      throw new InvalidRequestException(method + ".get: get " + read.size() + ": the key is null. Make one with the"
          + " repository's key(...), as social.users().key(\"alice\").");
    }
    return read.add(key.items.context(), key.items.entity(), key.key, key.items.mapper());
  }
}
