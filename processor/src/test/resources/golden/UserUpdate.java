package dev.singletable.samples.social;

import dev.singletable.runtime.ItemUpdate;
import dev.singletable.runtime.internal.codec.Values;
import javax.annotation.processing.Generated;

/**
 * A change to a stored {@link User}, sent without reading it first by
 * {@link UserRepository}'s {@code update}: one UpdateItem, which returns the record as stored
 * afterwards. The rules are {@link ItemUpdate}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class UserUpdate extends ItemUpdate {
  private UserUpdate() {
    super("UserUpdate");
  }

  /**
   * An update that changes nothing yet.
   */
  public static UserUpdate of() {
    return new UserUpdate();
  }

  /**
   * Sets {@code name}.
   */
  public UserUpdate name(String name) {
    setAttribute("name", "name", name == null ? null : Values.string(name));
    return this;
  }

  /**
   * Removes {@code name}: the record then reads it as null.
   */
  public UserUpdate removeName() {
    removeAttribute("name", "name");
    return this;
  }

  /**
   * Applies the update only if the stored {@code name} equals the given value.
   */
  public UserUpdate ifNameEquals(String name) {
    requireAttribute("name", "name", name == null ? null : Values.string(name));
    return this;
  }
}
