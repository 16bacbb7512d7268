package dev.singletable.runtime;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.RepositoryWiring;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key of one item of a repository, made from its ids by the generated repository's {@code
 * key(...)} ({@code social.users().key("alice")}, {@code social.follows().key("alice", "bob")}), for a
 * read transaction's {@link ReadTransaction#get(ItemKey) get} where a record would need every
 * component. Its ids were checked when it was made; it sends nothing. Immutable.
 *
 * @param <T> the record whose item it names
 */
public final class ItemKey<T> {
  final RepositoryWiring<T, ?> items;
  final Map<String, AttributeValue> key;

  ItemKey(RepositoryWiring<T, ?> items, Map<String, AttributeValue> key) {
    this.items = items;
    this.key = Map.copyOf(key);
  }

  /** {@code User PK=ACTOR#alice SK=#User}. */
  @Override
  public String toString() {
    return items.entity() + " " + Layout.PK + "=" + key.get(Layout.PK).s() + " " + Layout.SK + "="
        + key.get(Layout.SK).s();
  }
}
