package dev.singletable.runtime;

import java.util.List;

/**
 * An update's own condition (the generated {@code ifXEquals} methods) did not hold: the item exists,
 * at the version read if it has one, but one of the attributes the update required holds another
 * value. Nothing was written. Read the record again to see its values, and decide whether the change
 * still applies.
 */
public final class ConditionFailedException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** @serial the record's simple name */
  private final String entity;
  /** @serial the item's partition key value */
  private final String partitionKey;
  /** @serial the item's sort key value */
  private final String sortKey;
  /** @serial the attributes the condition was on */
  private final List<String> attributes;

  /**
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the condition was on, in the order it named them
   */
  public ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes) {
    super("The update of the " + entity + " item with PK '" + partitionKey + "' and SK '" + sortKey
        + "' was not applied: its condition on " + String.join(" and ", attributes) + " does not hold."
        + " Nothing was written. Read the " + entity + " again and decide whether the change still applies.");
    this.entity = entity;
    this.partitionKey = partitionKey;
    this.sortKey = sortKey;
    this.attributes = List.copyOf(attributes);
  }

  /** The record's simple name, e.g. {@code "User"}. */
  public String entity() {
    return entity;
  }

  /** The {@code PK} value of the item. */
  public String partitionKey() {
    return partitionKey;
  }

  /** The {@code SK} value of the item. */
  public String sortKey() {
    return sortKey;
  }

  /** The attributes the condition was on. */
  public List<String> attributes() {
    return attributes;
  }
}
