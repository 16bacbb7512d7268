package dev.singletable.samples.social;

import dev.singletable.runtime.ConditionAttribute;
import dev.singletable.runtime.internal.codec.Encoding;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on a stored {@link User}, for the conditional {@code put}, {@code delete}
 * and {@code update} of {@link UserRepository}: one entry point per stored component, none for an id
 * (the key decides the item). Combine them with {@code and}, {@code or} and {@code not}; the
 * rules are {@link dev.singletable.runtime.Condition}'s and {@link ConditionAttribute}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserCondition {
  private UserCondition() {
  }

  /**
   * Conditions on the stored {@code name}.
   */
  public static ConditionAttribute.Text<User> name() {
    return ConditionAttribute.text("UserCondition.name()", "name");
  }

  /**
   * Conditions on the stored {@code following} (a counter: its counted edges' writes change it, a
   * condition only reads it).
   */
  public static ConditionAttribute.Ordered<User, Long> following() {
    return ConditionAttribute.ordered("UserCondition.following()", "following", Encoding.LONG);
  }

  /**
   * Conditions on the stored {@code followers} (a counter: its counted edges' writes change it, a
   * condition only reads it).
   */
  public static ConditionAttribute.Ordered<User, Long> followers() {
    return ConditionAttribute.ordered("UserCondition.followers()", "followers", Encoding.LONG);
  }

  /**
   * Conditions on the stored {@code version} (the version: writes change it, a condition only reads
   * it).
   */
  public static ConditionAttribute.Ordered<User, Long> version() {
    return ConditionAttribute.ordered("UserCondition.version()", "version", Encoding.LONG);
  }
}
