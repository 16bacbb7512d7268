package dev.singletable.it;

import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.query.CollectionSpec;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * One page of the item collection of a {@link Member}: the node and the edges from it in its
 * partition {@code PK = MEMBER#<id>}, read by one Query ({@code MemberRepository.collection(id).page()}).
 * Paging, skipped items and cursors are {@link CollectionPage}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MemberCollectionPage extends CollectionPage {
  /**
   * Which mapper reads which {@code _type}, the node's first.
   */
  static final CollectionSpec TYPES = new CollectionSpec(MemberKeys.TYPE,
      List.of(MemberKeys.TYPE, BadgeKeys.TYPE, MembershipKeys.TYPE), List.of(MemberMapper.INSTANCE,
      BadgeMapper.INSTANCE, MembershipMapper.INSTANCE));

  MemberCollectionPage(Wiring items) {
    super(items);
  }

  /**
   * The {@link Member} node, if this page holds its item {@code SK = #Member} (which sorts before
   * the edges' keys: on the first page in ascending order, on the last in descending order);
   * empty on every page if the node does not exist.
   */
  public Optional<Member> member() {
    return single(0);
  }

  /**
   * The {@link Badge} edges of this page, in sort key order; unmodifiable.
   */
  public List<Badge> badges() {
    return items(1);
  }

  /**
   * The {@link Membership} edges of this page, in sort key order; unmodifiable.
   */
  public List<Membership> memberships() {
    return items(2);
  }
}
