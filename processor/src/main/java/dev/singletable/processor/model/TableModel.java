package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;

/**
 * One logical table: its generated class, its records and the inverted indexes they need.
 *
 * @param name the logical name, e.g. {@code Main}
 * @param className the generated class, e.g. {@code com.example.MainTable}
 * @param edges the records stored in it, sorted by name
 * @param indexes the distinct inverted index names, sorted
 */
public record TableModel(String name, ClassName className, List<EdgeModel> edges, List<String> indexes) {

  /** The table class over an asynchronous client, e.g. {@code com.example.MainAsyncTable}. */
  public ClassName asyncClassName() {
    return ClassName.get(className.packageName(), name + "AsyncTable");
  }
}
