package dev.singletable.runtime;

/**
 * One action of a composed write transaction ({@link Transaction}, {@link AsyncTransaction}), as it
 * was sent: its position in the request, what it does, and the item it acts on. The actions a
 * counted edge brings (an {@code ADD} to each counting node, those of one node merged) are actions
 * too, placed right after the edge's, and say which action brought them.
 *
 * @param position its index in the request, from 0
 * @param operation {@code create}, {@code put}, {@code delete}, {@code update} or {@code check} for
 *     the caller's actions; {@code count} for a counter update the library added
 * @param entity the record's simple name, e.g. {@code Follow}; for a counter update the node's, e.g.
 *     {@code User}
 * @param partitionKey the {@code PK} value of the item, e.g. {@code ACTOR#alice}
 * @param sortKey its {@code SK} value
 * @param addedFor for a counter update, the position of the edge action that brought it; -1 for an
 *     action of the caller
 */
public record TransactionAction(int position, String operation, String entity, String partitionKey,
    String sortKey, int addedFor) {

  /** Whether the library added this action (a counter update of a counted edge). */
  public boolean added() {
    return addedFor >= 0;
  }

  /**
   * How messages name it: {@code action 0 (create Follow PK=ACTOR#alice SK=TARGET#bob)}, {@code action 1
   * (count User PK=ACTOR#alice SK=#User, for action 0)}.
   */
  @Override
  public String toString() {
    return "action " + position + " (" + operation + " " + entity + " PK=" + partitionKey + " SK=" + sortKey
        + (added() ? ", for action " + addedFor : "") + ")";
  }
}
