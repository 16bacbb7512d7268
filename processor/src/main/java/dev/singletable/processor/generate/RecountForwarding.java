package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.CounterModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * What a node's counters add to its repository: a recount per counter ({@code recountFollowers}),
 * forwarded to the counted edge's repository ({@code recountUserFollowers}), which holds the counting.
 * The node repository keeps one repository per counted edge type, over the same table wiring.
 */
final class RecountForwarding {

  private RecountForwarding() {}

  // this.followRepository = new FollowRepository(table);
  static MethodSpec constructor(NodeModel node, Flavor flavor, MethodSpec.Builder constructor) {
    for (Map.Entry<EdgeModel, String> edge : fields(node).entrySet()) {
      constructor.addStatement("this.$N = new $T(table)", edge.getValue(),
          flavor.repository(edge.getKey()));
    }
    return constructor.build();
  }

  // private final FollowRepository followRepository;
  // public long recountFollowers(String id) { return followRepository.recountUserFollowers(id); }
  static void addTo(TypeSpec.Builder type, NodeModel node, Flavor flavor) {
    Map<EdgeModel, String> fields = fields(node);
    fields.forEach((edge, field) -> type.addField(FieldSpec.builder(flavor.repository(edge), field,
        Modifier.PRIVATE, Modifier.FINAL).build()));
    String id = node.id().component().name();
    for (CounterModel counter : recounted(node)) {
      EdgeModel edge = counter.edge();
      ClassName edgeRepository = flavor.repository(edge);
      String counterName = counter.component().name();
      String target = Names.edgeRecount(node.entity(), counterName);
      type.addMethod(MethodSpec.methodBuilder(Names.nodeRecount(counterName))
          .addModifiers(Modifier.PUBLIC)
          .returns(flavor.result(TypeName.LONG))
          .addParameter(node.id().component().type(), id)
          .addJavadoc("Repairs {@code $L} of the node {@code $N} from the $L edges $L it, as\n"
              + "{@link $T#$L} does; see there.\n", counterName, id, edge.entity(),
              counter.end() == End.SOURCE ? "from" : "into", edgeRepository, target)
          .addStatement("return this.$N.$N($N)", fields.get(edge), target, id)
          .build());
    }
  }

  /** The counters the edge's repository can recount: all at the source, those at the target with an index. */
  private static List<CounterModel> recounted(NodeModel node) {
    return node.counters().stream()
        .filter(c -> c.end() == End.SOURCE || !c.edge().invertedIndex().isEmpty()).toList();
  }

  /** A field per counted edge type, in counter order: {@code followRepository}. */
  private static Map<EdgeModel, String> fields(NodeModel node) {
    Map<EdgeModel, String> fields = new LinkedHashMap<>();
    for (CounterModel counter : recounted(node)) {
      fields.putIfAbsent(counter.edge(), Names.decapitalize(counter.edge().entity()) + "Repository");
    }
    return fields;
  }
}
