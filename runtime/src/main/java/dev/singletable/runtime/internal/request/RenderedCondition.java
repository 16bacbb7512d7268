package dev.singletable.runtime.internal.request;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition as DynamoDB takes it: an expression and the names and values its placeholders stand
 * for. The seam typed conditions reach transactions through: whatever renders a condition of a record
 * hands one of these to a composed transaction's check ({@code ComposedWrite.check}), which renames
 * its placeholders ({@link #prefixed}) so that they cannot collide with the placeholders of the
 * action's own expression ({@code #pk}, {@code #v}, {@code :read}, {@code #a0}, {@code :v0}).
 *
 * @param expression e.g. {@code #name = :name AND attribute_exists(#bio)}
 * @param names each {@code #placeholder} of the expression and the attribute it names
 * @param values each {@code :placeholder} of the expression and its value
 */
public record RenderedCondition(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
  private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

  /** Copies the maps. */
  public RenderedCondition {
    names = Map.copyOf(names);
    values = Map.copyOf(values);
  }

  /**
   * The same condition with every placeholder renamed by inserting {@code prefix} after its {@code #}
   * or {@code :} ({@code #name} becomes {@code #c_name}); a placeholder that neither map holds is left
   * as it is, so DynamoDB still refuses it by its own name.
   */
  public RenderedCondition prefixed(String prefix) {
    Matcher matcher = PLACEHOLDER.matcher(expression);
    StringBuilder renamed = new StringBuilder();
    while (matcher.find()) {
      String placeholder = matcher.group();
      boolean known = names.containsKey(placeholder) || values.containsKey(placeholder);
      matcher.appendReplacement(renamed, Matcher.quoteReplacement(known ? rename(placeholder, prefix) : placeholder));
    }
    matcher.appendTail(renamed);
    Map<String, String> newNames = new HashMap<>();
    names.forEach((placeholder, name) -> newNames.put(rename(placeholder, prefix), name));
    Map<String, AttributeValue> newValues = new HashMap<>();
    values.forEach((placeholder, value) -> newValues.put(rename(placeholder, prefix), value));
    return new RenderedCondition(renamed.toString(), newNames, newValues);
  }

  private static String rename(String placeholder, String prefix) {
    return placeholder.charAt(0) + prefix + placeholder.substring(1);
  }
}
