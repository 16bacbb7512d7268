package dev.singletable.runtime;

import java.util.List;

/**
 * An update's own condition (the generated {@code ifXEquals} methods) did not hold: the item exists,
 * at the version read if it has one, but an attribute the update required holds another value or
 * none. Nothing was written. Read the record again to see its values, and decide whether the change
 * still applies.
 *
 * <p>{@link #attributes()} are all the attributes the update's conditions were on; {@link
 * #failedAttributes()} are those whose condition did not hold, judged from the item as it was when
 * DynamoDB checked it. When that could not be told ({@link #failedAttributesKnown()} is false), the
 * message says so and {@code failedAttributes()} are all of them. Messages name attributes, never
 * their values, which may be personal data.
 *
 * <p>An {@code ADD} that would take a bounded integer ({@code int}, {@code long} ...) out of its
 * type's range is refused the same way, as the failure of the condition that keeps the sum in range:
 * then {@code attributes()} and {@code failedAttributes()} are those attributes alone, and the
 * update's own conditions were not judged, so one that failed as well is not named. A missing item
 * ({@link ItemNotFoundException}) and a stale version ({@link VersionConflictException}) win over
 * both.
 */
public final class ConditionFailedException extends WriteNotAppliedException {
  private static final long serialVersionUID = 2L;

  /** @serial the attributes the conditions were on */
  private final List<String> attributes;
  /** @serial the attributes whose condition did not hold, or all of them when that is not known */
  private final List<String> failed;
  /** @serial whether {@code failed} was told from the item */
  private final boolean failedKnown;

  /**
   * An exception that names the conditions that did not hold.
   *
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the conditions were on, in the order the update named them
   * @param failed those of {@code attributes} whose condition did not hold, at least one
   * @throws IllegalArgumentException if {@code failed} is empty or names an attribute not in {@code attributes}
   */
  public ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes,
      List<String> failed) {
    this(entity, partitionKey, sortKey, List.copyOf(attributes), checked(attributes, failed), true);
  }

  /**
   * An exception that cannot tell which of several conditions did not hold (the failure did not carry
   * the item, or the item seemed to meet them all): the message says so and {@link #failedAttributes()}
   * are all of {@code attributes}. With one attribute, that one failed.
   *
   * @param entity the record's simple name, e.g. {@code "User"}
   * @param partitionKey the {@code PK} value of the item, e.g. {@code "USER#alice"}
   * @param sortKey its {@code SK} value
   * @param attributes the attributes the conditions were on, in the order the update named them
   */
  public ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes) {
    this(entity, partitionKey, sortKey, List.copyOf(attributes), List.copyOf(attributes), attributes.size() == 1);
  }

  private ConditionFailedException(String entity, String partitionKey, String sortKey, List<String> attributes,
      List<String> failed, boolean failedKnown) {
    super("The update of the " + entity + " item with PK '" + partitionKey + "' and SK '" + sortKey
        + "' was not applied: " + reason(attributes, failed, failedKnown) + " Nothing was written. Read the "
        + entity + " again and decide whether the change still applies.", entity, partitionKey, sortKey);
    this.attributes = attributes;
    this.failed = failed;
    this.failedKnown = failedKnown;
  }

  /** The attributes the update's conditions were on, in the order it named them. */
  public List<String> attributes() {
    return attributes;
  }

  /**
   * The attributes whose condition did not hold (missing, or holding another value), in the order of
   * {@link #attributes()}; all of them when {@link #failedAttributesKnown()} is false.
   */
  public List<String> failedAttributes() {
    return failed;
  }

  /** Whether {@link #failedAttributes()} are exactly the failed ones, rather than every candidate. */
  public boolean failedAttributesKnown() {
    return failedKnown;
  }

  /**
   * {@code its condition on bio does not hold (the one on name does).}, or when which failed is not
   * known, {@code its condition on name and bio does not hold; which of those attributes failed,
   * DynamoDB's answer did not tell.}
   */
  private static String reason(List<String> attributes, List<String> failed, boolean failedKnown) {
    if (!failedKnown) {
      return "its condition on " + String.join(" and ", attributes) + " does not hold; which of those attributes"
          + " failed, DynamoDB's answer did not tell.";
    }
    List<String> held = attributes.stream().filter(attribute -> !failed.contains(attribute)).toList();
    return (failed.size() == 1 ? "its condition on " : "its conditions on ") + String.join(" and ", failed)
        + (failed.size() == 1 ? " does not hold" : " do not hold") + (held.isEmpty() ? "."
        : (held.size() == 1 ? " (the one on " : " (the ones on ") + String.join(" and ", held)
            + (held.size() == 1 ? " does)." : " do)."));
  }

  private static List<String> checked(List<String> attributes, List<String> failed) {
    if (failed.isEmpty() || !attributes.containsAll(failed)) {
      throw new IllegalArgumentException("failed " + failed + " must be some of the attributes " + attributes);
    }
    return attributes.stream().filter(failed::contains).toList();
  }
}
