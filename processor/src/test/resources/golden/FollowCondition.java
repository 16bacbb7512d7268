package dev.singletable.samples.social;

import dev.singletable.runtime.ConditionAttribute;
import dev.singletable.runtime.internal.codec.Encoding;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on a stored {@link Follow}, for the conditional {@code put}, {@code delete}
 * and {@code update} of {@link FollowRepository}: one entry point per stored component, none for an id
 * (the key decides the item). Combine them with {@code and}, {@code or} and {@code not}; the
 * rules are {@link dev.singletable.runtime.Condition}'s and {@link ConditionAttribute}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class FollowCondition {
  private FollowCondition() {
  }

  /**
   * Conditions on the stored {@code followedAt}.
   */
  public static ConditionAttribute.Ordered<Follow, Instant> followedAt() {
    return ConditionAttribute.ordered("FollowCondition.followedAt()", "followedAt", Encoding.INSTANT);
  }
}
