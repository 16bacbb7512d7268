// Shared by the outside projects' prebuild scripts. invoker:install copies into the outside build's
// local repository our artifacts and extraArtifacts with their dependencies and parent POMs, but not
// the BOMs that those POMs import (spring-boot-dependencies imports about forty, a plugin's parent
// imports junit-bom). This copies every POM named as a parent or an import by a POM already there,
// transitively, from the main build's local repository: the main build read each of them when it
// resolved the artifact that names it, so they are there on a fresh machine too, and nothing else is
// copied. 'localRepositoryPath' (the outside build's) and 'mainRepository' are bound by the caller.
// Returns how many POMs it copied.

import java.nio.file.Files
import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Element

File target = new File(localRepositoryPath as String)
File source = new File(mainRepository as String)

File pomOf(File repository, String groupId, String artifactId, String version) {
    new File(repository, "${groupId.replace('.', '/')}/${artifactId}/${version}/${artifactId}-${version}.pom")
}

// The POM's root element (Groovy's XML module is not on the invoker's script class path). Old POMs
// use HTML entities such as &oslash; in names, which Maven's lenient reader accepts and this drops.
Element read(File pom) {
    String xml = pom.getText('UTF-8').replaceAll(/&(?!amp;|lt;|gt;|quot;|apos;|#)[A-Za-z0-9]+;/, '')
    DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes('UTF-8'))).documentElement
}

// The element's children of that name, then their children of the next name, and so on.
List<Element> children(Element element, String... path) {
    List<Element> found = [element]
    path.each { String name ->
        found = found.collectMany { Element parent ->
            (0..<parent.childNodes.length).collect { parent.childNodes.item(it) }
                .findAll { it instanceof Element && (name == '*' || it.tagName == name) } as List<Element>
        }
    }
    found
}

String text(Element element, String name) {
    children(element, name).collect { it.textContent.trim() }.find() ?: ''
}

// The POM's properties with its parents' underneath, and the project.* names its version needs.
Map<String, String> properties(File pom, File repository) {
    Element project = read(pom)
    Map<String, String> values = [:]
    Element parent = children(project, 'parent').find()
    if (parent != null) {
        File parentPom = pomOf(repository, text(parent, 'groupId'), text(parent, 'artifactId'), text(parent, 'version'))
        if (parentPom.isFile()) {
            values.putAll(properties(parentPom, repository))
        }
        values['project.parent.version'] = text(parent, 'version')
    }
    children(project, 'properties').each { Element group ->
        children(group, '*').each { values[it.tagName] = it.textContent.trim() }
    }
    values['project.version'] = text(project, 'version') ?: (parent == null ? '' : text(parent, 'version'))
    values['project.groupId'] = text(project, 'groupId') ?: (parent == null ? '' : text(parent, 'groupId'))
    values
}

String interpolate(String text, Map<String, String> values) {
    String result = text
    for (int round = 0; round < 5 && result.contains('${'); round++) {
        result = result.replaceAll(/\$\{([^}]+)\}/) { all, name -> values.containsKey(name) ? values[name] : all }
    }
    result
}

Deque<File> pending = new ArrayDeque<>()
target.eachFileRecurse { if (it.name.endsWith('.pom')) pending << it }
Set<String> visited = [] as Set
int copied = 0
while (!pending.isEmpty()) {
    File pom = pending.pop()
    if (!visited.add(pom.path)) {
        continue
    }
    Element project = read(pom)
    List<List<String>> named = children(project, 'parent').collect { Element parent ->
        ['groupId', 'artifactId', 'version'].collect { text(parent, it) }
    }
    List<Element> imports = children(project, 'dependencyManagement', 'dependencies', 'dependency')
        .findAll { text(it, 'scope') == 'import' }
    if (!imports.isEmpty()) {
        Map<String, String> values = properties(pom, target)
        imports.each { Element bom -> named << ['groupId', 'artifactId', 'version'].collect { interpolate(text(bom, it), values) } }
    }
    named.each { List<String> coordinates ->
        File wanted = pomOf(target, *coordinates)
        if (!wanted.isFile()) {
            File found = pomOf(source, *coordinates)
            if (!found.isFile()) {
                throw new IllegalStateException("${pom.name} names ${coordinates.join(':')}, which is not in the main"
                    + " build's local repository ${source}: the main build should resolve it (a dependency or an"
                    + ' extraArtifact of outside-project).')
            }
            wanted.parentFile.mkdirs()
            Files.copy(found.toPath(), wanted.toPath())
            copied++
            pending << wanted
        }
    }
}
copied
