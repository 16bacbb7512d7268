package dev.singletable.processor.read;

/**
 * One record component as declared, with the places its annotations sit.
 *
 * @param name the component name
 * @param type its classified type
 * @param at the component (reported on its field, so that javac 17 prints the line)
 * @param source the {@code @Edge.Source} annotation, or null
 * @param target the {@code @Edge.Target} annotation, or null
 * @param nodeId the {@code @Node.Id} annotation, or null
 * @param counter the {@code @Counter} annotation of a {@code @Node} record's component, or null
 * @param version the {@code @Version} annotation, or null
 * @param attributeName the {@code @Attribute} value, or null when absent
 * @param attributeAt the {@code @Attribute} value's location, or null
 */
public record ComponentDeclaration(
    String name,
    ValueType type,
    Location at,
    Location source,
    Location target,
    Location nodeId,
    CounterDeclaration counter,
    Location version,
    String attributeName,
    Location attributeAt) {

  /** The DynamoDB attribute name: the {@code @Attribute} value, else the component name. */
  public String storedName() {
    return attributeName != null ? attributeName : name;
  }

  /** Whether the component is an id, stored inside the keys. */
  public boolean isId() {
    return source != null || target != null || nodeId != null;
  }

  /** The id marker as users write it, for messages; null when the component is no id. */
  public String idMarker() {
    return source != null ? "@Edge.Source" : target != null ? "@Edge.Target" : nodeId != null ? "@Node.Id" : null;
  }
}
