package dev.singletable.samples.social;

import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.query.CollectionSpec;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * One page of the item collection of a {@link User}: the node and the edges from it in its
 * partition {@code PK = ACTOR#<id>}, read by one Query ({@code UserRepository.collection(id).page()}).
 * Paging, skipped items and cursors are {@link CollectionPage}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserCollectionPage extends CollectionPage {
  /**
   * Which mapper reads which {@code _type}, the node's first.
   */
  static final CollectionSpec TYPES = new CollectionSpec(UserKeys.TYPE,
      List.of(UserKeys.TYPE, FollowKeys.TYPE, MuteKeys.TYPE), List.of(UserMapper.INSTANCE,
      FollowMapper.INSTANCE, MuteMapper.INSTANCE));

  UserCollectionPage(Wiring items) {
    super(items);
  }

  /**
   * The {@link User} node, if this page holds its item {@code SK = #User} (which sorts before
   * the edges' keys: on the first page in ascending order, on the last in descending order);
   * empty on every page if the node does not exist.
   */
  public Optional<User> user() {
    return single(0);
  }

  /**
   * The {@link Follow} edges of this page, in sort key order; unmodifiable.
   */
  public List<Follow> follows() {
    return items(1);
  }

  /**
   * The {@link Mute} edges of this page, in sort key order; unmodifiable.
   */
  public List<Mute> mutes() {
    return items(2);
  }
}
