package dev.singletable.processor.model;

import dev.singletable.layout.Layout;
import java.util.List;

/**
 * One key of an {@code @Index}, from its template: {@code GSI3SK = o#<orderedAt>#<orderId>}.
 *
 * @param attribute the key attribute, e.g. {@code GSI3SK}
 * @param prefix the template's constant prefix, e.g. {@code o}
 * @param components the components of its parts, in order; never empty
 * @param maxBytes the UTF-8 limit of the key: DynamoDB's for a partition or a sort key
 */
public record IndexKeyModel(String attribute, String prefix, List<ComponentModel> components, int maxBytes) {

  /** {@code o#<orderedAt>#<orderId>}, for javadoc. */
  public String expression() {
    return expression(components.size());
  }

  /** The key of the first {@code parts} components, for javadoc: 1 gives {@code o#<orderedAt>}. */
  public String expression(int parts) {
    StringBuilder expression = new StringBuilder(prefix);
    components.subList(0, parts).forEach(c -> expression.append(Layout.DELIMITER).append('<').append(c.name()).append('>'));
    return expression.toString();
  }
}
