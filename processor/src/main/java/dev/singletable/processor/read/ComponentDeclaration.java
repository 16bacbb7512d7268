package dev.singletable.processor.read;

/**
 * One record component as declared, with the places its annotations sit.
 *
 * @param name the component name
 * @param type its classified type
 * @param at the component (reported on its field, so that javac 17 prints the line)
 * @param source the {@code @Edge.Source} annotation, or null
 * @param target the {@code @Edge.Target} annotation, or null
 * @param attributeName the {@code @Attribute} value, or null when absent
 * @param attributeAt the {@code @Attribute} value's location, or null
 */
public record ComponentDeclaration(
    String name,
    ValueType type,
    Location at,
    Location source,
    Location target,
    String attributeName,
    Location attributeAt) {

  /** The DynamoDB attribute name: the {@code @Attribute} value, else the component name. */
  public String storedName() {
    return attributeName != null ? attributeName : name;
  }
}
