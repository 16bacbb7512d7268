package dev.singletable.samples.social;

import dev.singletable.runtime.ItemUpdate;
import dev.singletable.runtime.internal.codec.Values;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * A change to a stored {@link Follow}, sent without reading it first by
 * {@link FollowRepository}'s {@code update}: one UpdateItem, which returns the record as stored
 * afterwards. The rules are {@link ItemUpdate}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowUpdate extends ItemUpdate {
  private FollowUpdate() {
    super("FollowUpdate");
  }

  /**
   * An update that changes nothing yet.
   */
  public static FollowUpdate of() {
    return new FollowUpdate();
  }

  /**
   * Sets {@code followedAt}.
   */
  public FollowUpdate followedAt(Instant followedAt) {
    setAttribute("followedAt", "followedAt", followedAt == null ? null : Values.instant(followedAt));
    return this;
  }

  /**
   * Removes {@code followedAt}: the record then reads it as null.
   */
  public FollowUpdate removeFollowedAt() {
    removeAttribute("followedAt", "followedAt");
    return this;
  }

  /**
   * Applies the update only if the stored {@code followedAt} equals the given value.
   */
  public FollowUpdate ifFollowedAtEquals(Instant followedAt) {
    requireAttribute("followedAt", "followedAt", followedAt == null ? null : Values.instant(followedAt));
    return this;
  }
}
