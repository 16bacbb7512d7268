package dev.singletable.runtime.internal.tx;


/**
 * What a failed condition of one transaction action means, fixed when the action is added to a
 * {@link WriteTransaction}. DynamoDB answers a cancelled transaction with one reason code per action,
 * in the order of the actions; a {@code ConditionalCheckFailed} at a position is read as the meaning
 * of the action at that position, never by parsing a message.
 */
public enum FailedCondition {
  /** A create-if-absent found an item with its key: the edge or node already existed. */
  ALREADY_EXISTS,
  /** A delete or update of an item that must exist found none. */
  NOT_FOUND,
  /** A counter update of a node found no node item: the node named by the action's key is missing. */
  MISSING_NODE,
  /** A write conditioned on the version the caller read found another version. */
  VERSION_CONFLICT,
  /**
   * An action carrying a typed condition (with the library's own, such as the item existing) found an
   * item that fails it, or no item: the reason's item (the action asks for ALL_OLD) tells which, and
   * {@code ConditionalOperations.notMet} which parts failed.
   */
  CONDITION
}
