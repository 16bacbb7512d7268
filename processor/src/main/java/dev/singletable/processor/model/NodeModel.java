package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * Everything the generators need to know about one {@code @Node} record.
 *
 * @param record the record's class
 * @param entity the value of the {@code _type} attribute (the record's simple name)
 * @param table the logical table's name
 * @param id the id component and its key prefix; the key is {@code prefix#<id>}
 * @param keys {@code PK = prefix#<id>} and the fixed {@code SK = #<entity>}
 * @param components every component in declaration order (the canonical constructor's order)
 * @param counters the counters, in declaration order, each resolved to its edge model and end
 * @param version the {@code @Version} component, if any
 * @param accessor the table class's method that returns the repository: the {@code accessor} value, else
 *     the {@link #plural()}
 * @param indexes its {@code @Index}es, in source order
 */
public record NodeModel(
    ClassName record,
    String entity,
    String table,
    KeyModel id,
    KeyLayout keys,
    List<ComponentModel> components,
    List<CounterModel> counters,
    Optional<ComponentModel> version,
    String accessor,
    List<IndexModel> indexes) implements ItemTypeModel {

  @Override
  public List<KeyModel> ids() {
    return List.of(id);
  }

  public String plural() {
    return Names.plural(entity);
  }

  /** The node's fixed sort key, e.g. {@code #User}. */
  public String sortKey() {
    return keys.sortKey().orElseThrow();
  }
}
