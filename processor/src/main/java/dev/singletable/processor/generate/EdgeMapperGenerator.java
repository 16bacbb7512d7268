package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyLayout;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import java.util.List;

/** Writes {@code FollowMapper}: record to item and back, without reflection. */
public final class EdgeMapperGenerator extends SourceFileGenerator<EdgeModel> {

  @Override
  ClassName className(EdgeModel edge) {
    return edge.mapperClass();
  }

  // Maps {@link Follow} to its DynamoDB item and back: {@code PK = ACTOR#<follower>}, ...
  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.of("Maps {@link $T} to its DynamoDB item and back:\n$L\n$L"
        + "{@code _type = $L}, and one attribute per other component (null ones are left out).\n",
        edge.record(), edge.keys().describe(), IndexKeyMethods.describe(edge), edge.entity());
  }

  // implements ItemMapper<Follow>: INSTANCE, TYPE_VALUE, private FollowMapper() {}, toItem, fromItem, primaryKey
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    type.addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.ITEM_MAPPER, edge.record()));
    MapperMembers.addConstants(type, edge);
    type.addMethod(toItem(edge))
        .addMethod(fromItem(edge)
            .addJavadoc("The record stored in {@code $N}; ids are decoded from the keys.\n\n", MapperMembers.ITEM)
            .addJavadoc("@throws dev.singletable.runtime.MalformedItemException if {@code $N} is null or not a $L item\n",
                MapperMembers.ITEM, edge.entity())
            .build())
        .addMethod(MapperMembers.primaryKey(edge, "\n@throws dev.singletable.runtime.InvalidKeyException if {@code $N}"
            + " or an id is null, or an id\n    is empty or too long\n"));
  }

  // public Follow fromItem(Map<String, AttributeValue> item) { ... String follower = Keys.decodeString(...); ... }
  // (a composite sort key, read once and then part by part:
  //   KeyParts sortKey = KeyParts.of(Values.requireString(item, Layout.SK), TicketStepKeys.TARGET_PREFIX, 2, "SK");
  //   Status status = sortKey.enumOf(0, Status.class); Instant at = sortKey.instant(1);)
  private static MethodSpec.Builder fromItem(EdgeModel edge) {
    if (!edge.compositeTarget()) {
      return MapperMembers.fromItem(edge, component -> component.role() == Role.SOURCE
          ? MapperMembers.decodeId(edge, edge.source(), End.SOURCE, "SOURCE_PREFIX")
          : MapperMembers.decodeId(edge, edge.target(), End.TARGET, "TARGET_PREFIX"));
    }
    KeyLayout.KeyField sortKey = edge.keys().base(End.TARGET);
    CodeBlock parts = CodeBlock.of("$T.of($T.requireString($N, $L),$W$T.TARGET_PREFIX, $L, $S)", RuntimeTypes.KEY_PARTS,
        RuntimeTypes.VALUES, MapperMembers.ITEM, MapperMembers.attribute(sortKey), edge.keysClass(),
        edge.targets().size(), sortKey.attribute());
    List<ComponentModel> targets = edge.targets().stream().map(KeyModel::component).toList();
    return MapperMembers.fromItem(edge, "sortKey", parts, (component, local) -> component.role() == Role.SOURCE
        ? MapperMembers.decodeId(edge, edge.source(), End.SOURCE, "SOURCE_PREFIX")
        : ValueCodecs.decodePart(component, local, targets.indexOf(component)));
  }

  // public Map<String, AttributeValue> toItem(Follow follow) {
  //   Arguments.requireItem(follow, "FollowMapper.toItem", "follow", "Follow");
  //   AttributeValue sourceKey = AttributeValue.createS(FollowKeys.sourceKey(follow.follower()));
  //   AttributeValue targetKey = AttributeValue.createS(FollowKeys.targetKey(follow.followee()));
  //   Map<String, AttributeValue> item = new HashMap<>(8);
  //   item.put(Layout.PK, sourceKey); ... item.put("GSI1SK", sourceKey);
  //   item.put(Layout.TYPE, TYPE_VALUE); ...the attributes, the write check
  //   return item;
  // }
  private static MethodSpec toItem(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    String value = names.newName(Names.decapitalize(edge.entity()));
    String sourceKey = names.newName("sourceKey");
    String targetKey = names.newName("targetKey");
    String item = names.newName("item");
    MethodSpec.Builder method = MapperMembers.toItem(edge, value)
        .addJavadoc("The item of {@code $N}, with both key pairs and every non-null attribute.\n", value)
        .addJavadoc(edge.indexes().isEmpty() ? "" : "An index's keys are there when none of their components is null.\n")
        .addJavadoc("\n@throws dev.singletable.runtime.InvalidKeyException if an id is null, empty or too long$L\n",
            edge.indexes().isEmpty() && edge.invertedSort().isEmpty() ? "" : ", or a\n    component of an index key cannot be a key")
        .addJavadoc("@throws dev.singletable.runtime.InvalidItemException if {@code $N} is null or a value cannot be\n"
            + "    stored\n", value)
        .addStatement("$T $N = $T.createS($T.sourceKey($N.$N()))", RuntimeTypes.ATTRIBUTE_VALUE,
            sourceKey, RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass(), value, edge.source().component().name())
        .addStatement("$T $N = $T.createS($T.$N($L))", RuntimeTypes.ATTRIBUTE_VALUE, targetKey,
            RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass(),
            edge.compositeTarget() ? KeysMembers.SORT_KEY : "targetKey",
            edge.targets().stream().map(t -> CodeBlock.of("$N.$N()", value, t.component().name()))
                .collect(CodeBlock.joining(", ")));
    MapperMembers.newItem(method, edge, item);
    for (KeyLayout.KeyField key : edge.keys().fields()) {
      if (key.sharded()) {
        // item.put("GSI1PK", AttributeValue.createS(ShardedListingSpec.partitionKey(targetKey.s(), sourceKey.s(),
        //     FollowKeys.INVERTED_INDEX_SHARDS, "Follow.followee")));
        method.addStatement("$N.put($L, $T.createS($T.partitionKey($N.s(), $N.s(),$W$T.INVERTED_INDEX_SHARDS, $S)))",
            item, MapperMembers.attribute(key), RuntimeTypes.ATTRIBUTE_VALUE, RuntimeTypes.SHARDED_LISTING_SPEC, targetKey,
            sourceKey, edge.keysClass(), edge.entity() + "." + edge.target().component().name());
      } else if (key.lead() != null) {
        // item.put("GSI1SK", AttributeValue.createS(FollowKeys.invertedSortKey(follow.followedAt(), sourceKey.s())));
        IndexModel sorted = edge.invertedSort().orElseThrow();
        CodeBlock parts = CodeBlock.join(sorted.sort().components().stream()
            .map(c -> CodeBlock.of("$N.$N()", value, c.name())).toList(), ", ");
        method.addStatement("$N.put($L, $T.createS($T.$N($L, $N.s())))", item, MapperMembers.attribute(key),
            RuntimeTypes.ATTRIBUTE_VALUE, edge.keysClass(), sorted.sortMethod(), parts, sourceKey);
      } else {
        method.addStatement("$N.put($L, $N)", item, MapperMembers.attribute(key),
            key.end() == End.SOURCE ? sourceKey : targetKey);
      }
    }
    return MapperMembers.finishItem(method, edge, value, item);
  }
}
